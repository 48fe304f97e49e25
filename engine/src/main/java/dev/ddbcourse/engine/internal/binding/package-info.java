/**
 * The bind step of a request's pipeline (validate, bind, execute): {@link
 * dev.ddbcourse.engine.internal.binding.Binding} checks a validated request against its table's definition (key
 * schema, key attribute types, index names and projections, expressions that reach into keys). Validation
 * looks at the request alone; execution reads and writes. An operation binds under the table's lock, so the
 * definition cannot change between the check and the work.
 */
package dev.ddbcourse.engine.internal.binding;
