package dev.ddbcourse.engine.internal.validation;

/** ReturnValues of PutItem, UpdateItem and DeleteItem, read once from the request (after its enum check). */
public enum ReturnValues {
    NONE, ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATED_NEW
}
