package dev.ddbcourse.engine.internal.control;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.EngineSwitches;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Set;

/**
 * {@code DdbCourseEngine.SetSwitches {"Throttling": true, "CreatingSeconds": 5, ...}}: changes the members
 * given and answers every switch (as {@code DescribeSwitches}). A GSI of its own lag:
 * {@code "IndexLag": {"TableName": "t", "IndexName": "g", "Seconds": 2}}.
 */
final class SetSwitches implements ControlAction {
    static final Set<String> MEMBERS = Set.of("Throttling", "CreatingSeconds", "UpdatingSeconds", "DeletingSeconds",
            "GsiLagSeconds", "IndexLag", "ItemCollectionLimitBytes");
    private static final BigDecimal MAX_SECONDS = BigDecimal.valueOf(24L * 3600);

    private final EngineSwitches switches;

    SetSwitches(EngineSwitches switches) { this.switches = switches; }

    @Override
    public ObjectNode run(ObjectNode json) {
        ControlBody body = new ControlBody(json, MEMBERS);
        JsonNode throttling = json.get("Throttling");
        if (throttling != null && !throttling.isNull() && !throttling.isBoolean()) {
            throw DynamoDbError.serialization(Messages.CONTROL_THROTTLING_NOT_BOOLEAN);
        }
        Duration creating = seconds(body, "CreatingSeconds");
        Duration updating = seconds(body, "UpdatingSeconds");
        Duration deleting = seconds(body, "DeletingSeconds");
        Duration lag = seconds(body, "GsiLagSeconds");
        BigDecimal limit = body.number("ItemCollectionLimitBytes");
        if (limit != null && (limit.signum() <= 0 || limit.stripTrailingZeros().scale() > 0)) {
            throw DynamoDbError.validation(Messages.controlOutOfRange("ItemCollectionLimitBytes", limit));
        }
        JsonNode indexLag = json.get("IndexLag");
        String table = null, index = null;
        Duration ownLag = null;
        if (indexLag != null && !indexLag.isNull()) {
            if (!(indexLag instanceof ObjectNode o)) throw DynamoDbError.serialization(Messages.CONTROL_INDEX_LAG_NOT_OBJECT);
            ControlBody lagBody = new ControlBody(o, Set.of("TableName", "IndexName", "Seconds"));
            table = lagBody.string("TableName");
            index = lagBody.string("IndexName");
            ownLag = seconds(lagBody, "Seconds");
            if (table == null) throw DynamoDbError.validation(Messages.controlMissing("IndexLag.TableName"));
            if (index == null) throw DynamoDbError.validation(Messages.controlMissing("IndexLag.IndexName"));
            if (ownLag == null) throw DynamoDbError.validation(Messages.controlMissing("IndexLag.Seconds"));
        }
        // Everything checked: now change.
        if (throttling != null && !throttling.isNull()) switches.throttling(throttling.booleanValue());
        if (creating != null) switches.creating(creating);
        if (updating != null) switches.updating(updating);
        if (deleting != null) switches.deleting(deleting);
        if (lag != null) switches.gsiLag(lag);
        if (ownLag != null) switches.gsiLag(table, index, ownLag);
        if (limit != null) switches.itemCollectionLimitBytes(limit.longValueExact());
        return describe(switches);
    }

    private static Duration seconds(ControlBody body, String member) {
        BigDecimal s = body.number(member);
        if (s == null) return null;
        if (s.signum() < 0 || s.compareTo(MAX_SECONDS) > 0) throw DynamoDbError.validation(Messages.controlOutOfRange(member, s));
        return Duration.ofMillis(s.movePointRight(3).longValue());
    }

    /** Every switch: the answer of SetSwitches and DescribeSwitches. */
    static ObjectNode describe(EngineSwitches switches) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("Throttling", switches.throttling());
        out.put("CreatingSeconds", seconds(switches.creating()));
        out.put("UpdatingSeconds", seconds(switches.updating()));
        out.put("DeletingSeconds", seconds(switches.deleting()));
        out.put("GsiLagSeconds", seconds(switches.gsiLag()));
        out.put("ItemCollectionLimitBytes", switches.itemCollectionLimitBytes());
        return out;
    }

    private static double seconds(Duration d) {
        return d.toMillis() / 1000.0;
    }
}
