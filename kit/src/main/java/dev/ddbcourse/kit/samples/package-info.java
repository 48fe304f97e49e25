/**
 * What design exercises hand to the learner's code, and the interfaces their answers implement
 * ({@link dev.ddbcourse.kit.samples.LibraryDesign}, {@link dev.ddbcourse.kit.samples.SearchIndexHandler}).
 * Sample entities are plain records with a {@code sample(...)} factory, built the same way every
 * run (no randomness), so the check knows what the learner's items must hold.
 */
package dev.ddbcourse.kit.samples;
