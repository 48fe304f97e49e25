/**
 * What lessons print: {@code show} (JSON in the course layout: {@link dev.ddbcourse.kit.display.JsonTree},
 * {@link dev.ddbcourse.kit.display.JsonLayout}), {@code say} (markdown as terminal text:
 * {@link dev.ddbcourse.kit.display.TerminalText}), item tables, as HTML inside Jupyter
 * ({@code Jupyter*} classes), and charts ({@link dev.ddbcourse.kit.display.Chart}: Vega-Lite in
 * Jupyter, a text chart elsewhere).
 */
package dev.ddbcourse.kit.display;
