package dev.ddbcourse.engine.internal.partiql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

/** The parsed statement. Literals and {@code ?} parameters are already DynamoDB's JSON attribute values. */
final class Ast {
    private Ast() {}

    // ---- expressions ----

    sealed interface Expr permits Path, Literal, Call, Arith, Compare, Between, In, And, Or, Not, Is {}

    /** A document path: each step a name (String) or a list index (Integer). */
    record Path(List<Object> steps) implements Expr {
        String root() { return (String) steps.get(0); }

        boolean isTopLevel(String name) { return steps.size() == 1 && name.equals(steps.get(0)); }
    }

    record Literal(JsonNode value) implements Expr {}

    /**
     * A function call; {@code name} in lower case. {@code at} is where its name sits in the statement and
     * {@code firstArgumentAt} where its first argument does (null without one), as DynamoDB names a place:
     * "line:column:length".
     */
    record Call(String name, List<Expr> args, String at, String firstArgumentAt) implements Expr {}

    record Arith(String op, Expr left, Expr right) implements Expr {}

    /** {@code op} one of = <> < <= > >= ({@code !=} is read as {@code <>}). */
    record Compare(String op, Expr left, Expr right) implements Expr {}

    record Between(Expr value, Expr low, Expr high) implements Expr {}

    record In(Expr value, List<Expr> list) implements Expr {}

    record And(Expr left, Expr right) implements Expr {}

    record Or(Expr left, Expr right) implements Expr {}

    record Not(Expr inner) implements Expr {}

    /** {@code value IS [NOT] MISSING}, or {@code IS [NOT] <type>} with {@code what} the DynamoDB type (NULL, BOOL, S, ...). */
    record Is(Expr value, String what, boolean negated) implements Expr {}

    // ---- statements ----

    sealed interface Statement permits Select, Insert, Update, Delete, Check {}

    /**
     * @param index null for the table itself
     * @param projection null for {@code *}
     * @param where null when absent
     * @param descending null without ORDER BY
     * @param projectionProblem the refusal of a projection that is no path (a function call), reported once the
     *        index is known to be readable; null when every projected item is a path
     */
    record Select(String table, String index, List<Path> projection, Expr where, Boolean descending,
                  String projectionProblem) implements Statement {}

    /** @param item the item's attributes as DynamoDB JSON */
    record Insert(String table, ObjectNode item) implements Statement {}

    record Assignment(Path path, Expr value) {}

    /** @param returning DynamoDB's ReturnValues (ALL_OLD, UPDATED_NEW, ...) or null */
    record Update(String table, List<Assignment> sets, List<Path> removes, Expr where, String returning) implements Statement {}

    record Delete(String table, Expr where, String returning) implements Statement {}

    /** {@code [NOT] EXISTS(SELECT ...)}: a condition check in a transaction. */
    record Check(boolean exists, Select select) implements Statement {}
}
