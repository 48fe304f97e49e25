package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

/** UpdateTimeToLive: a table name and a TimeToLiveSpecification (AttributeName 1..255 characters, Enabled). */
public final class UpdateTimeToLiveValidation {
    private UpdateTimeToLiveValidation() {}

    public record Request(String tableName, String attributeName, boolean enabled) {}

    public static Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        String tableName = r.string("TableName");
        ObjectNode spec = r.structure("TimeToLiveSpecification");
        String attribute = null;
        Boolean enabled = null;
        if (spec != null) {
            RequestReader s = new RequestReader(spec);
            attribute = s.string("AttributeName");
            enabled = s.bool("Enabled");
        }
        r.tableNameOfControlPlane(tableName);
        r.notNull("timeToLiveSpecification", spec);
        if (spec != null) {
            r.notNull("timeToLiveSpecification.enabled", enabled);
            r.notNull("timeToLiveSpecification.attributeName", attribute);
            if (attribute != null) r.length("timeToLiveSpecification.attributeName", attribute, attribute.length(), 0, 255);
        }
        r.throwIfViolations();
        // An empty name has a message of its own (dynalite's updateTimeToLive.js records it), not a length violation.
        if (attribute.isEmpty()) throw DynamoDbError.validation(Messages.TTL_ATTRIBUTE_EMPTY);
        return new Request(tableName, attribute, enabled);
    }
}
