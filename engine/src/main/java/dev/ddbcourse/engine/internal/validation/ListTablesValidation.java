package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** ListTables: optional Limit (1..100) and ExclusiveStartTableName. */
public final class ListTablesValidation {
    private ListTablesValidation() {}

    public record Request(String exclusiveStartTableName, int limit) {}

    public static Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        String start = r.string("ExclusiveStartTableName");
        Long limit = r.integer("Limit");
        r.atLeast("limit", limit, 1);
        r.atMost("limit", limit, 100);
        r.name("exclusiveStartTableName", start, false);
        r.throwIfViolations();
        return new Request(start, limit == null ? 100 : limit.intValue());
    }
}
