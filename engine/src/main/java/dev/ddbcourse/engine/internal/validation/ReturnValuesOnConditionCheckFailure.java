package dev.ddbcourse.engine.internal.validation;

/** ReturnValuesOnConditionCheckFailure of a write: ALL_OLD returns the current item with the failure. */
public enum ReturnValuesOnConditionCheckFailure {
    ALL_OLD, NONE
}
