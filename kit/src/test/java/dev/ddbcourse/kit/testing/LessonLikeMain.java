package dev.ddbcourse.kit.testing;

import static dev.ddbcourse.kit.Kit.client;
import static dev.ddbcourse.kit.Kit.show;

/** A lesson in miniature, run in its own JVM by CourseClientProcessTest: two client() calls, one show. */
public final class LessonLikeMain {
    private LessonLikeMain() {}

    public static void main(String[] args) {
        client().listTables();
        client().listTables();
        show("done", "yes");
    }
}
