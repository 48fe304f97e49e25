package dev.ddbcourse.engine.internal.validation;

/** A validated request on one table's items: the table it names. */
public interface TableRequest {
    String tableName();
}
