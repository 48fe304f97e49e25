/**
 * DynamoDB's expression language in three phases, as Alternator does it: parse (hand-written recursive
 * descent, {@code Lexer} + {@code Parser} into {@code Ast}), resolve ({@code Resolver}: {@code #names} and
 * {@code :values} substituted and their use recorded, functions, operand types, reserved words, redundant
 * parentheses and overlapping paths checked) and evaluate (the public trees below).
 *
 * <p>The API the rest of the engine uses:
 * <pre>{@code
 * Expressions.Parsed p = Expressions.parseAll(update, condition, keyCondition, filter, projection,
 *                                             namesJson, valuesJson);   // null = absent; checks unused names/values
 * p.condition().matches(item)                 // ConditionExpression / FilterExpression (Condition)
 * p.projection().apply(item)                  // ProjectionExpression: nested paths come back nested
 * p.update().apply(oldItemOrNull, key)        // UpdateExpression -> Result: item(), writesItem(),
 *                                             //   updatedOld(), updatedNew(), updatedAttributes()
 * p.keyCondition().forKeys(pk, skOrNull, keyTypes)  // -> KeyCondition: partitionValue(), sortOp(), sortMatches(v)
 * }</pre>
 * {@code Expressions.fromJson(names, values)} (or {@code Expressions.of(..)}) gives the same step by step:
 * {@code update(..)}, {@code condition(..)}, {@code keyCondition(..)}, {@code filter(..)}, {@code projection(..)},
 * then {@code checkAllUsed()}.
 *
 * <p>Every failure is {@code DynamoDbError.validation} with DynamoDB's text: syntax errors
 * ({@code Invalid UpdateExpression: Syntax error; token: "x", near: "a x b"}), resolution errors
 * ({@code Invalid ConditionExpression: Attribute name is a reserved keyword; reserved keyword: status}),
 * key-condition structure errors (no prefix, e.g. {@code Query condition missed key schema element: PK}) and
 * update-time errors ({@code The provided expression refers to an attribute that does not exist in the item}).
 * Conditions never fail at evaluation: a comparison of different types is simply false.
 *
 * <p>The pre-expression parameters (QueryFilter, Expected, KeyConditions, AttributeUpdates) are checked and
 * rewritten as expressions by {@code internal.validation.LegacyParameters} (AttributeUpdates also as their own
 * update tree; KeyConditions directly as a {@link KeyConditionExpression}, whose operators no index serves are
 * refused when it is matched to the key schema).
 *
 * <p>Not here (the core checks them): key attributes in update paths, index key types after an update,
 * item size.
 */
package dev.ddbcourse.engine.internal.expressions;
