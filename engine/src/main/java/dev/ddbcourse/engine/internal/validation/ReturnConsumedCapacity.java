package dev.ddbcourse.engine.internal.validation;

/** ReturnConsumedCapacity of every data-plane request, read once from the request (after its enum check). */
public enum ReturnConsumedCapacity {
    INDEXES, TOTAL, NONE
}
