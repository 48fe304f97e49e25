package dev.ddbcourse.engine.internal.validation;

/** The Select of a Query or Scan, DynamoDB's default filled in (ReadParts), read once from the request. */
public enum Select {
    ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES, SPECIFIC_ATTRIBUTES, COUNT
}
