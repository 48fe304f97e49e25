/**
 * The request log: an SDK interceptor ({@link dev.ddbcourse.kit.log.RequestLogger}) that prints
 * every data-plane request in the course format ({@link dev.ddbcourse.kit.log.RequestFormatter})
 * and records it for the exercise checks ({@link dev.ddbcourse.kit.log.Recording}).
 * {@link dev.ddbcourse.kit.log.RequestLog} holds the switches: quiet, cost line, folding.
 */
package dev.ddbcourse.kit.log;
