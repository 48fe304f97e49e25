/**
 * Sample entities that design exercises hand to the learner's code: plain records with a
 * {@code sample(...)} factory, built the same way every run (no randomness), so the check knows
 * what the learner's items must hold.
 */
package dev.ddbcourse.kit.samples;
