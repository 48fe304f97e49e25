/**
 * Java values to DynamoDB attribute values and back ({@link dev.ddbcourse.kit.values.Attributes}),
 * and the order in which an item's attributes are printed ({@link dev.ddbcourse.kit.values.ItemOrder}).
 */
package dev.ddbcourse.kit.values;
