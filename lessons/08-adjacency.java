// %% [markdown]
// # 08 · Adjacency list (many-to-many)
//
// ## Problem
// Students take many courses; courses have many students. SQL uses a join table; DynamoDB has
// no joins, yet we must query both ways.
//
// ## Pattern
// Each node (student, course) is an item with its id in both `PK` and `SK`. Each edge
// (enrolment) is an item too: one node in `PK`, the other in `SK`, plus edge attributes. An
// inverted GSI (`SK` as partition key, `PK` as sort key) walks edges backwards.
//
// | Question | Request |
// | --- | --- |
// | Ann's courses | Query `PK = STUDENT#ann AND begins_with(SK, COURSE#)` |
// | students in db101 | Query `Inverted`: `SK = COURSE#db101 AND begins_with(PK, STUDENT#)` |
//
// ```mermaid
// flowchart LR
//     ann["STUDENT#ann"] -- "Enrolment (A)" --> db101["COURSE#db101"]
//     ann -- "Enrolment (A)" --> ml200["COURSE#ml200"]
//     ben["STUDENT#ben"] -- "Enrolment (B)" --> db101
//     cat["STUDENT#cat"] -- "Enrolment (B)" --> ml200
// ```
//
// ## In practice
// Three students, two courses, four enrolments. The grade lives on the edge: it belongs to
// neither node alone.

// %%
var ddb = client();
recreateTable("p08-adjacency", gsi("Inverted", "SK", "PK"));

var graph = new ArrayList<Map<String, AttributeValue>>();
for (var student : List.of("ann", "ben", "cat")) {
    graph.add(item("PK", "STUDENT#" + student, "SK", "STUDENT#" + student, "type", "Student"));
}
for (var course : List.of("db101", "ml200")) {
    graph.add(item("PK", "COURSE#" + course, "SK", "COURSE#" + course, "type", "Course"));
}
record Enrolment(String student, String course) {}
for (var e : List.of(new Enrolment("ann", "db101"), new Enrolment("ann", "ml200"),
        new Enrolment("ben", "db101"), new Enrolment("cat", "ml200"))) {
    graph.add(item("PK", "STUDENT#" + e.student(), "SK", "COURSE#" + e.course(),
            "type", "Enrolment", "grade", e.student().equals("ann") ? "A" : "B"));
}
seed("p08-adjacency", graph);

// %% [markdown]
// The index regroups the items by `SK`: each course lists the students pointing at it.

// %%
showIndex("p08-adjacency", "Inverted");

// %% [markdown]
// Forward: from a student to the courses, with each edge's grade.

// %%
var annsCourses = ddb.query(q -> q.tableName("p08-adjacency")
        .keyConditionExpression("PK = :student AND begins_with(SK, :courses)")
        .expressionAttributeValues(values(":student", "STUDENT#ann", ":courses", "COURSE#")));
show("Ann's courses",
        annsCourses.items().stream().map(i -> List.of(str(i, "SK"), str(i, "grade"))).toList());

// %% [markdown]
// Backward, on the index: from a course to its students.

// %%
var inDb101 = ddb.query(q -> q.tableName("p08-adjacency").indexName("Inverted")
        .keyConditionExpression("SK = :course AND begins_with(PK, :students)")
        .expressionAttributeValues(values(":course", "COURSE#db101", ":students", "STUDENT#")));
show("Students in db101", inDb101.items().stream().map(i -> str(i, "PK")).toList());

// %% [markdown]
// Without the `begins_with`, the course's own node item (`PK` equals `SK`) comes too: the course
// and its students in one request.

// %%
var ml200 = ddb.query(q -> q.tableName("p08-adjacency").indexName("Inverted")
        .keyConditionExpression("SK = :course")
        .expressionAttributeValues(values(":course", "COURSE#ml200")));
show("Everything pointing at ml200",
        ml200.items().stream().map(i -> List.of(str(i, "PK"), str(i, "type"))).toList());

// %% [markdown]
// ## Why
// - Each direction is one Query.
// - Edges carry attributes: a grade, a role, a join date.
// - Any graph fits: followers, friends, bills of materials.
//
// ## Trade-offs
// - An edge gives ids, not node details: copy displayed fields onto it (lesson 11), or
//   BatchGetItem the nodes.
// - Deleting a node means deleting its edges too.
//
// ## Gotchas
// - A celebrity node (millions of followers) is a hot partition on the index: shard it (lesson 21).
// - Each hop is a round trip; heavy graph work wants a graph database.
//
// ## Exercise
// The table `x08-adjacency` holds students, courses and enrolment edges shaped like this
// lesson's (`PK = STUDENT#<id>`, `SK = COURSE#<id>`, a `grade`) and the same `Inverted` index.
// Return the students enrolled in a course with their grades (student id -> grade): one Query.

// %% [exercise]
static Map<String, String> gradesIn(DynamoDbClient ddb, String course) {
    // BEGIN SOLUTION
    // The edges point from student to course, so read them backwards; begins_with skips the
    // course's own node item.
    var response = ddb.query(q -> q.tableName("x08-adjacency").indexName("Inverted")
            .keyConditionExpression("SK = :course AND begins_with(PK, :students)")
            .expressionAttributeValues(values(":course", "COURSE#" + course, ":students", "STUDENT#")));
    var grades = new LinkedHashMap<String, String>();
    response.items().forEach(i -> grades.put(str(i, "PK").substring("STUDENT#".length()), str(i, "grade")));
    return grades;
    // STARTER
    // TODO: one Query on the "Inverted" index of "x08-adjacency";
    //       return student id (e.g. "ann") -> grade, in the order the index returns them.
    return Map.of();
    // END SOLUTION
}

// %% [check]
check("08-adjacency", ddb -> gradesIn(ddb, "ml200"));
