package dev.ddbcourse.engine.internal.storage;

import java.util.List;

/** What a secondary index projects, parsed once from the index definition after the request's enum check. */
public enum ProjectionType {
    ALL, INCLUDE, KEYS_ONLY;

    /** The values as DynamoDB lists them in its enum-value-set message. */
    public static final List<String> NAMES = List.of("ALL", "INCLUDE", "KEYS_ONLY");
}
