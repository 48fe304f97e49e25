/**
 * DynamoDB's published list prices, for lessons that turn measured units into a monthly bill
 * (lesson 17). JDK only; the figures are dated, and a lesson says the date and the Region.
 */
package dev.ddbcourse.kit.pricing;
