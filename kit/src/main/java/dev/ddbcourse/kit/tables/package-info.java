/** Lesson set-up: recreating tables with their indexes, writing items in batches. */
package dev.ddbcourse.kit.tables;
