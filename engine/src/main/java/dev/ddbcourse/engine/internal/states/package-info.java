/**
 * Table and index states over time (CREATING, UPDATING with a GSI backfilling, DELETING, ACTIVE), read
 * from the engine clock. With the switches at zero (the default) every change is done at once and a
 * table is ACTIVE whenever it is described, as DynamoDB Local's are.
 */
package dev.ddbcourse.engine.internal.states;
