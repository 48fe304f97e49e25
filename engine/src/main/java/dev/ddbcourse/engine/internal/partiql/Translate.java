package dev.ddbcourse.engine.internal.partiql;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.partiql.Ast.Expr;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.KeyDef;
import dev.ddbcourse.engine.internal.storage.TableDef;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A statement as the request of the operation DynamoDB runs for it: a SELECT with an equality on the
 * partition key is a Query (its sort key condition in the key condition, the rest a filter), with
 * {@code IN} or {@code OR} on several partition key values one Query per value, any other SELECT a Scan;
 * INSERT a PutItem that must not replace an item, UPDATE an UpdateItem of an item that must exist, DELETE
 * a DeleteItem whose extra conditions bind only an existing item.
 */
final class Translate {
    private Translate() {}


    /**
     * The index a SELECT names ("table"."index"), checked in ExecuteStatement's own words: one the table does not have
     * (named nowhere in the answer), then a strongly consistent read of a GSI. Source: paritysuite/dynamodb-conformance
     * tests/tier3/error-messages/indexReads.test.ts (characterised against AWS).
     */
    static void readableIndex(Ast.Select s, TableDef def, boolean consistentRead) {
        if (s.index() == null) return;
        IndexDef index = def.index(s.index()).orElseThrow(() -> DynamoDbError.validation(Messages.PARTIQL_NO_SUCH_INDEX));
        if (index.global() && consistentRead) throw DynamoDbError.validation(Messages.PARTIQL_GSI_CONSISTENT_READ);
    }

    /**
     * PartiQL cannot read a GSI whose partition or sort key has several attributes; that refusal comes ahead of a
     * projection that is no path (paritysuite/dynamodb-conformance
     * tests/tier3/error-messages/partiqlMultiAttributeIndex.test.ts, against AWS: ahead of COUNT(*)).
     */
    static void refuseMultiAttributeIndex(Ast.Select s, TableDef def) {
        if (s.index() != null && def.index(s.index()).map(i -> i.key().multiAttribute()).orElse(false)) {
            throw DynamoDbError.validation(Messages.PARTIQL_MULTI_ATTRIBUTE_INDEX);
        }
        if (s.projectionProblem() != null) throw DynamoDbError.validation(s.projectionProblem());
    }

    /** The operation to run and its request body. */
    record Plan(String operation, ObjectNode request) {}

    // ---- SELECT ----

    /**
     * The requests a SELECT runs as: one Query, or one per partition key value when it names several
     * ({@code pk IN [...]}, {@code pk = a OR pk = b}: the Developer Guide's SELECTs that "will not result in a
     * full table scan"), each with the same sort key condition and filter; else one Scan.
     */
    static List<Plan> select(Ast.Select s, TableDef def) {
        refuseMultiAttributeIndex(s, def);
        KeyDef key = s.index() == null ? def.key() : def.index(s.index()).map(IndexDef::key).orElse(def.key());
        refuseOverlappingSortKeyRanges(s.where(), key);
        List<Expr> conjuncts = conjuncts(s.where());
        Expr hash = find(conjuncts, c -> partitionValues(c, key.hashName()) != null);
        Expr sort = key.hasRange() ? find(without(conjuncts, hash), c -> sortCondition(c, key.rangeName())) : null;
        List<Expr> rest = without(without(conjuncts, hash), sort);
        if (hash == null || rest.stream().anyMatch(c -> mentions(c, Set.copyOf(key.names())))) return List.of(scan(s));
        List<Plan> queries = new ArrayList<>();
        for (Ast.Literal value : partitionValues(hash, key.hashName())) {
            Expr equality = new Ast.Compare("=", new Ast.Path(List.of(key.hashName())), value);
            queries.add(query(s, equality, sort, rest));
        }
        return queries;
    }

    /**
     * A WHERE that is an OR of branches, each naming one partition: refused when, in one partition, a branch with a
     * sort key condition sits beside one that reads the whole partition. A branch whose sort key condition is negated
     * (NOT, {@code <>}) takes no part. Source: paritysuite/dynamodb-conformance
     * tests/tier3/error-messages/partiqlGrammar.test.ts and tests/tier2/partiql/whereOverlap.test.ts (against AWS);
     * how DynamoDB answers two branches that both hold sort key conditions is not recorded, so they run.
     */
    private static void refuseOverlappingSortKeyRanges(Expr where, KeyDef key) {
        if (!key.hasRange() || !(where instanceof Ast.Or)) return;
        List<Expr> branches = new ArrayList<>();
        disjuncts(where, branches);
        List<Ast.Literal> ranged = new ArrayList<>(), whole = new ArrayList<>();
        for (Expr branch : branches) {
            List<Expr> parts = conjuncts(branch);
            Ast.Literal partition = null;
            for (Expr c : parts) if (partition == null) partition = equality(c, key.hashName());
            if (partition == null) return;
            boolean hasRange = false, negated = false;
            for (Expr c : parts) {
                if (sortCondition(c, key.rangeName())) hasRange = true;
                else if (mentions(c, Set.of(key.rangeName()))) negated = true;
            }
            if (!negated) (hasRange ? ranged : whole).add(partition);
        }
        for (Ast.Literal partition : ranged) {
            if (whole.contains(partition)) throw DynamoDbError.validation(Messages.PARTIQL_OVERLAPPING_RANGES);
        }
    }

    private static void disjuncts(Expr e, List<Expr> out) {
        if (e instanceof Ast.Or o) {
            disjuncts(o.left(), out);
            disjuncts(o.right(), out);
        } else {
            out.add(e);
        }
    }

    private static Plan query(Ast.Select s, Expr hash, Expr sort, List<Expr> rest) {
        ObjectNode request = from(s);
        Placeholders p = new Placeholders();
        request.put("KeyConditionExpression", p.condition(hash) + (sort == null ? "" : " AND " + p.condition(sort)));
        if (!rest.isEmpty()) request.put("FilterExpression", p.condition(and(rest)));
        if (s.descending() != null) request.put("ScanIndexForward", !s.descending());
        if (s.projection() != null) request.put("ProjectionExpression", projection(s.projection(), p));
        p.putInto(request);
        return new Plan("Query", request);
    }

    private static Plan scan(Ast.Select s) {
        if (s.descending() != null) {
            throw DynamoDbError.validation(Messages.PARTIQL_ORDER_BY_NEEDS_WHERE);
        }
        ObjectNode request = from(s);
        Placeholders p = new Placeholders();
        if (s.where() != null) request.put("FilterExpression", p.condition(s.where()));
        if (s.projection() != null) request.put("ProjectionExpression", projection(s.projection(), p));
        p.putInto(request);
        return new Plan("Scan", request);
    }

    private static ObjectNode from(Ast.Select s) {
        ObjectNode request = JsonNodeFactory.instance.objectNode();
        request.put("TableName", s.table());
        if (s.index() != null) request.put("IndexName", s.index());
        return request;
    }

    /**
     * The partition key values {@code e} selects, each once in the order written: {@code name = v},
     * {@code name IN [v, ...]}, or an OR of those; null for any other condition.
     */
    private static List<Ast.Literal> partitionValues(Expr e, String name) {
        List<Ast.Literal> out = new ArrayList<>();
        return collectValues(e, name, out) && !out.isEmpty() ? out : null;
    }

    private static boolean collectValues(Expr e, String name, List<Ast.Literal> out) {
        if (e instanceof Ast.Or or) return collectValues(or.left(), name, out) && collectValues(or.right(), name, out);
        if (e instanceof Ast.In in) {
            if (!(in.value() instanceof Ast.Path p && p.isTopLevel(name))) return false;
            for (Expr x : in.list()) {
                if (!(x instanceof Ast.Literal l)) return false;
                if (!out.contains(l)) out.add(l);
            }
            return true;
        }
        Ast.Literal l = equality(e, name);
        if (l != null && !out.contains(l)) out.add(l);
        return l != null;
    }

    /** A SELECT naming the whole primary key and nothing else, as a GetItem (batches and transactions). */
    static ObjectNode get(Ast.Select s, TableDef def, String operation) {
        refuseMultiAttributeIndex(s, def);
        // One item by its whole key, and nothing else: an index, a partial key or a further condition is refused.
        DynamoDbError notOneItem = DynamoDbError.validation(Messages.partiqlSelectNeedsKey(operation));
        if (s.index() != null) throw notOneItem;
        ObjectNode request = JsonNodeFactory.instance.objectNode();
        request.put("TableName", s.table());
        List<Expr> rest = new ArrayList<>(conjuncts(s.where()));
        ObjectNode key = keyOrNull(def.key(), rest);
        if (key == null || !rest.isEmpty()) throw notOneItem;
        request.set("Key", key);
        if (s.projection() != null) {
            Placeholders p = new Placeholders();
            request.put("ProjectionExpression", projection(s.projection(), p));
            p.putInto(request);
        }
        return request;
    }

    // ---- writes (without ReturnValues: the caller adds it outside transactions) ----

    static Plan write(Ast.Statement statement, TableDef def) {
        Placeholders p = new Placeholders();
        ObjectNode request = JsonNodeFactory.instance.objectNode();
        String hashName = def.key().hashName();
        String operation;
        if (statement instanceof Ast.Insert insert) {
            operation = "PutItem";
            request.put("TableName", insert.table());
            request.set("Item", insert.item());
            request.put("ConditionExpression", "attribute_not_exists(" + p.name(hashName) + ")");
        } else if (statement instanceof Ast.Update update) {
            operation = "UpdateItem";
            request.put("TableName", update.table());
            List<Expr> rest = new ArrayList<>(conjuncts(update.where()));
            request.set("Key", fullKey(def.key(), rest));
            request.put("UpdateExpression", updateExpression(update, p));
            request.put("ConditionExpression", "attribute_exists(" + p.name(hashName) + ")"
                    + (rest.isEmpty() ? "" : " AND (" + p.condition(and(rest)) + ")"));
        } else if (statement instanceof Ast.Delete delete) {
            operation = "DeleteItem";
            request.put("TableName", delete.table());
            List<Expr> rest = new ArrayList<>(conjuncts(delete.where()));
            request.set("Key", fullKey(def.key(), rest));
            // DynamoDB: deleting a missing item succeeds; the conditions bind an item that exists.
            if (!rest.isEmpty()) {
                request.put("ConditionExpression", "attribute_not_exists(" + p.name(hashName) + ") OR (" + p.condition(and(rest)) + ")");
            }
        } else if (statement instanceof Ast.Check check) {
            operation = "ConditionCheck";
            Ast.Select s = check.select();
            refuseMultiAttributeIndex(s, def);
            request.put("TableName", s.table());
            List<Expr> rest = new ArrayList<>(conjuncts(s.where()));
            request.set("Key", fullKey(def.key(), rest));
            if (rest.isEmpty()) throw DynamoDbError.validation(Messages.PARTIQL_EXISTS_NEEDS_CONDITION);
            String hash = p.name(hashName);
            String holds = " AND (" + p.condition(and(rest)) + ")";
            request.put("ConditionExpression", check.exists() ? "attribute_exists(" + hash + ")" + holds
                    : "NOT (attribute_exists(" + hash + ")" + holds + ")");
        } else {
            throw new IllegalArgumentException("not a write: " + statement);
        }
        p.putInto(request);
        return new Plan(operation, request);
    }

    /** SET and REMOVE as an UpdateExpression; set_add and set_delete become ADD and DELETE actions. */
    private static String updateExpression(Ast.Update update, Placeholders p) {
        List<String> sets = new ArrayList<>(), adds = new ArrayList<>(), deletes = new ArrayList<>(), removes = new ArrayList<>();
        for (Ast.Assignment a : update.sets()) {
            String path = p.path(a.path());
            if (a.value() instanceof Ast.Call call && (call.name().equals("set_add") || call.name().equals("set_delete"))) {
                // Source: paritysuite/dynamodb-conformance tests/tier3/error-messages/partiqlFunctions.test.ts (against AWS).
                String function = call.name().toUpperCase(Locale.ROOT);
                if (call.args().size() != 2) throw DynamoDbError.validation(Messages.partiqlSetFunctionArguments(function, call.at()));
                if (!(call.args().get(0) instanceof Ast.Path target) || !target.equals(a.path())) {
                    throw DynamoDbError.validation(Messages.partiqlSetFunctionTarget(function, call.at()));
                }
                if (!(call.args().get(1) instanceof Ast.Literal members) || !isSet(members)) {
                    throw DynamoDbError.validation(Messages.partiqlSetFunctionMembers(function, call.firstArgumentAt()));
                }
                (call.name().equals("set_add") ? adds : deletes).add(path + " " + p.value(members));
            } else {
                sets.add(path + " = " + p.operand(a.value()));
            }
        }
        for (Ast.Path r : update.removes()) removes.add(p.path(r));
        StringBuilder out = new StringBuilder();
        clause(out, "SET", sets);
        clause(out, "REMOVE", removes);
        clause(out, "ADD", adds);
        clause(out, "DELETE", deletes);
        return out.toString();
    }

    private static boolean isSet(Ast.Literal value) {
        return value.value().has("SS") || value.value().has("NS") || value.value().has("BS");
    }

    private static void clause(StringBuilder out, String keyword, List<String> actions) {
        if (actions.isEmpty()) return;
        if (out.length() > 0) out.append(' ');
        out.append(keyword).append(' ').append(String.join(", ", actions));
    }

    // ---- the WHERE clause ----

    /** The key of a write: an equality on each key attribute, taken out of {@code conjuncts}. */
    private static ObjectNode fullKey(KeyDef key, List<Expr> conjuncts) {
        ObjectNode out = keyOrNull(key, conjuncts);
        if (out == null) throw DynamoDbError.validation(Messages.PARTIQL_NO_FULL_KEY);
        return out;
    }

    /** As {@link #fullKey}, null when some key attribute has no equality (conjuncts then partly taken out). */
    private static ObjectNode keyOrNull(KeyDef key, List<Expr> conjuncts) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        for (String name : key.names()) {
            Expr found = find(conjuncts, c -> equality(c, name) != null);
            if (found == null) return null;
            out.set(name, equality(found, name).value());
            conjuncts.remove(found);
        }
        return out;
    }

    private static List<Expr> conjuncts(Expr where) {
        List<Expr> out = new ArrayList<>();
        if (where instanceof Ast.And a) {
            out.addAll(conjuncts(a.left()));
            out.addAll(conjuncts(a.right()));
        } else if (where != null) {
            out.add(where);
        }
        return out;
    }

    private static Expr and(List<Expr> parts) {
        Expr out = parts.get(0);
        for (int i = 1; i < parts.size(); i++) out = new Ast.And(out, parts.get(i));
        return out;
    }

    /** The literal of {@code name = literal} (either way round), else null. */
    private static Ast.Literal equality(Expr e, String name) {
        if (!(e instanceof Ast.Compare c) || !c.op().equals("=")) return null;
        if (c.left() instanceof Ast.Path p && p.isTopLevel(name) && c.right() instanceof Ast.Literal l) return l;
        if (c.right() instanceof Ast.Path p && p.isTopLevel(name) && c.left() instanceof Ast.Literal l) return l;
        return null;
    }

    /** A condition a Query's key condition can hold on the sort key. */
    private static boolean sortCondition(Expr e, String name) {
        if (e instanceof Ast.Compare c && !c.op().equals("<>")) {
            return c.left() instanceof Ast.Path p && p.isTopLevel(name) && c.right() instanceof Ast.Literal;
        }
        if (e instanceof Ast.Between b) {
            return b.value() instanceof Ast.Path p && p.isTopLevel(name) && b.low() instanceof Ast.Literal
                    && b.high() instanceof Ast.Literal;
        }
        return e instanceof Ast.Call call && call.name().equals("begins_with") && call.args().size() == 2
                && call.args().get(0) instanceof Ast.Path p && p.isTopLevel(name) && call.args().get(1) instanceof Ast.Literal;
    }

    /** True when any path in {@code e} starts at one of {@code names}. */
    private static boolean mentions(Expr e, Set<String> names) {
        if (e instanceof Ast.Path p) return names.contains(p.root());
        if (e instanceof Ast.Literal) return false;
        if (e instanceof Ast.Call c) return c.args().stream().anyMatch(a -> mentions(a, names));
        if (e instanceof Ast.Arith a) return mentions(a.left(), names) || mentions(a.right(), names);
        if (e instanceof Ast.Compare c) return mentions(c.left(), names) || mentions(c.right(), names);
        if (e instanceof Ast.Between b) return mentions(b.value(), names) || mentions(b.low(), names) || mentions(b.high(), names);
        if (e instanceof Ast.In in) return mentions(in.value(), names) || in.list().stream().anyMatch(x -> mentions(x, names));
        if (e instanceof Ast.And a) return mentions(a.left(), names) || mentions(a.right(), names);
        if (e instanceof Ast.Or o) return mentions(o.left(), names) || mentions(o.right(), names);
        if (e instanceof Ast.Not n) return mentions(n.inner(), names);
        return e instanceof Ast.Is is && mentions(is.value(), names);
    }

    private static Expr find(List<Expr> list, java.util.function.Predicate<Expr> test) {
        for (Expr e : list) if (test.test(e)) return e;
        return null;
    }

    private static List<Expr> without(List<Expr> list, Expr removed) {
        List<Expr> out = new ArrayList<>(list);
        if (removed != null) out.remove(removed);
        return out;
    }

    private static String projection(List<Ast.Path> paths, Placeholders p) {
        List<String> out = new ArrayList<>();
        for (Ast.Path path : paths) out.add(p.path(path));
        return String.join(", ", out);
    }
}
