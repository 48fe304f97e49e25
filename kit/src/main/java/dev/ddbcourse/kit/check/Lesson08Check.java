package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.tables.Index.gsi;
import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lesson 08's exercise: "the students of ml200 with their grades", on the lesson's adjacency
 * list (node items {@code STUDENT#id} / {@code COURSE#id} with PK == SK, edge items
 * {@code PK = STUDENT#id, SK = COURSE#id} with a {@code grade}; the {@code Inverted} GSI keyed
 * SK -> PK). The pattern: one Query on {@code Inverted}, {@code SK = 'COURSE#ml200'} (with
 * {@code begins_with(PK, 'STUDENT#')} to skip the course's own node item). The anti-patterns
 * it catches: a Scan filtered on SK, one Query per student on the base table.
 *
 * <p>The answer: {@code check("08-adjacency", ddb -> gradesIn(ddb, "ml200"))} where
 * {@code static Map<String, String> gradesIn(DynamoDbClient ddb, String course)} reads table
 * {@code x08-adjacency} and returns student id -> grade.
 */
public final class Lesson08Check extends ExerciseCheck {
    static final String COURSE = "ml200";

    private record Enrolment(String student, String course, String grade) {}

    private static final List<String> STUDENTS = List.of("ann", "ben", "cat", "dan", "eve", "fay");
    private static final List<String> COURSES = List.of("db101", "ml200", "os300");
    private static final List<Enrolment> ENROLMENTS = List.of(
            new Enrolment("ann", "db101", "A"),
            new Enrolment("ann", "ml200", "A"),
            new Enrolment("ben", "db101", "B"),
            new Enrolment("cat", "ml200", "B"),
            new Enrolment("dan", "ml200", "C"),
            new Enrolment("dan", "os300", "A"),
            new Enrolment("eve", "os300", "B"),
            new Enrolment("fay", "db101", "C"),
            new Enrolment("fay", "ml200", "A"));

    @Override
    public String stem() {
        return "08-adjacency";
    }

    @Override
    public String task() {
        return "the students of " + COURSE + " with their grades (student id -> grade)";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table(), gsi("Inverted", "SK", "PK"));
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (String student : STUDENTS) {
            items.add(item("PK", "STUDENT#" + student, "SK", "STUDENT#" + student, "type", "Student"));
        }
        for (String course : COURSES) {
            items.add(item("PK", "COURSE#" + course, "SK", "COURSE#" + course, "type", "Course"));
        }
        for (Enrolment e : ENROLMENTS) {
            items.add(item("PK", "STUDENT#" + e.student(), "SK", "COURSE#" + e.course(), "type", "Enrolment", "grade", e.grade()));
        }
        Tables.seed(ddb, table(), items);
    }

    /** Computed from the data: the course's enrolments, by student. */
    @Override
    protected Object expected() {
        Map<String, String> grades = new LinkedHashMap<>();
        ENROLMENTS.stream()
                .filter(e -> e.course().equals(COURSE))
                .sorted(Comparator.comparing(Enrolment::student))
                .forEach(e -> grades.put(e.student(), e.grade()));
        return grades;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("Query").onIndex("Inverted");
    }
}
