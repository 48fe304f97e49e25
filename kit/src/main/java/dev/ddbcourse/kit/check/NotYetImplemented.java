package dev.ddbcourse.kit.check;

/**
 * Thrown by an exercise starter that has not been written yet ({@code Kit.todo("...")}). The
 * check reports it as "Not yet", not as an error.
 */
public final class NotYetImplemented extends RuntimeException {
    public NotYetImplemented(String whatToDo) {
        super(whatToDo);
    }
}
