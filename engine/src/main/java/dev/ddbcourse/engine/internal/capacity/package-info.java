/**
 * Consumed capacity by DynamoDB's published rules: read units per 4 KB (eventually consistent at half),
 * write units per 1 KB, index writes charged, transactional reads and table writes doubled; and its JSON for
 * ReturnConsumedCapacity TOTAL and INDEXES.
 */
package dev.ddbcourse.engine.internal.capacity;
