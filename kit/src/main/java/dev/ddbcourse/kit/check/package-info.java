/**
 * Exercise checks: one {@code LessonNNCheck} per lesson ({@link dev.ddbcourse.kit.check.ExerciseCheck},
 * found by {@link dev.ddbcourse.kit.check.Checks}), run by {@link dev.ddbcourse.kit.check.CheckRunner}
 * with every request recorded, asserting the result and the access pattern
 * ({@link dev.ddbcourse.kit.check.AccessPattern}) with AssertJ.
 */
package dev.ddbcourse.kit.check;
