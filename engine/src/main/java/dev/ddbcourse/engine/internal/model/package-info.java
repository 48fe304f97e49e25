/**
 * DynamoDB's data model: attribute values, numbers, key ordering, item size and wire JSON.
 *
 * <ul>
 *   <li>{@link dev.ddbcourse.engine.internal.model.AttributeValue} — a sealed type with one record per wire type:
 *       {@code S(String)}, {@code N(BigDecimal)}, {@code B(byte[])}, {@code SS(Set<String>)}, {@code NS(Set<N>)},
 *       {@code BS(Set<B>)}, {@code M(Map<String, AttributeValue>)}, {@code L(List<AttributeValue>)},
 *       {@code Null()}, {@code Bool(boolean)}; short factories {@code s("x")}, {@code n("1")}, {@code ss(..)} ...
 *       Values are immutable and compare by value (sets ignore order, numbers are normalised).</li>
 *   <li>{@link dev.ddbcourse.engine.internal.model.Numbers} — parsing with DynamoDB's rules and messages
 *       (38 digits, 1E-130 .. 9.99E+125), canonical text via {@code N.text()}, checked add/subtract.</li>
 *   <li>{@link dev.ddbcourse.engine.internal.model.KeyOrder} — the key comparator (S by UTF-8 bytes,
 *       N numerically, B unsigned bytes).</li>
 *   <li>{@link dev.ddbcourse.engine.internal.model.ItemSize} — item and value sizes by DynamoDB's rules.</li>
 *   <li>{@link dev.ddbcourse.engine.internal.model.AttributeValueJson} — wire JSON to values and back, with
 *       DynamoDB's validation messages (empty value, several datatypes, empty sets, duplicates, bad numbers).</li>
 *   <li>{@link dev.ddbcourse.engine.internal.model.Items} — an item is an ordered
 *       {@code Map<String, AttributeValue>}; key extraction.</li>
 * </ul>
 */
package dev.ddbcourse.engine.internal.model;
