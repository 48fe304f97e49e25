package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;

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
            // An empty name is a length violation, as AWS answers it (Alternator's test_ttl.py::test_update_ttl_errors,
            // run against AWS; dynalite's older updateTimeToLive.js recorded a message of its own).
            if (attribute != null) r.length("timeToLiveSpecification.attributeName", attribute, attribute.length(), 1, 255);
        }
        r.throwIfViolations();
        return new Request(tableName, attribute, enabled);
    }
}
