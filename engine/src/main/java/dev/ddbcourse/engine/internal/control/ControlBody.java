package dev.ddbcourse.engine.internal.control;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.math.BigDecimal;
import java.util.Set;

/** Reads a control request's members: wrong JSON types are SerializationExceptions, bad values ValidationExceptions. */
final class ControlBody {
    private final ObjectNode json;

    ControlBody(ObjectNode json, Set<String> members) {
        this.json = json;
        json.fieldNames().forEachRemaining(name -> {
            if (!members.contains(name)) throw DynamoDbError.validation(Messages.controlUnknownMember(name, members));
        });
    }

    boolean has(String member) {
        JsonNode n = json.get(member);
        return n != null && !n.isNull();
    }

    /** A number member, or null when absent. */
    BigDecimal number(String member) {
        JsonNode n = json.get(member);
        if (n == null || n.isNull()) return null;
        if (!n.isNumber()) throw DynamoDbError.serialization(Messages.controlNotANumber(member));
        return n.decimalValue();
    }

    /** A string member, or null when absent. */
    String string(String member) {
        JsonNode n = json.get(member);
        if (n == null || n.isNull()) return null;
        if (!n.isTextual()) throw DynamoDbError.serialization(Messages.controlNotAString(member));
        return n.textValue();
    }
}
