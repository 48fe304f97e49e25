package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.model.ItemSize;
import dev.ddbcourse.engine.internal.model.Numbers;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A resolved UpdateExpression: its SET, REMOVE, ADD and DELETE actions. {@link #apply} computes the new item
 * as DynamoDB does: every SET value is read from the old item first, then SETs are applied (list indexes in
 * ascending order, past the end appends), then REMOVEs (indexes of the old list, highest first), then ADD and
 * DELETE (in ascending order too).
 */
public final class UpdateExpression {
    static final String MISSING_ATTRIBUTE = "The provided expression refers to an attribute that does not exist in the item";
    static final String WRONG_TYPE = "An operand in the update expression has an incorrect data type";
    static final String INVALID_PATH = "The document path provided in the update expression is invalid for update";

    /** One action of the expression. */
    public sealed interface Action permits SetAction, RemoveAction, AddAction, DeleteAction {
        /** The document path the action writes. */
        Path path();
    }

    /** {@code SET path = value}. */
    public record SetAction(Path path, Value value) implements Action {}

    /** {@code REMOVE path}. */
    public record RemoveAction(Path path) implements Action {}

    /** {@code ADD path :v}: add to a number, or union into a set (creating either if missing). */
    public record AddAction(Path path, AttributeValue value) implements Action {}

    /** {@code DELETE path :v}: remove elements from a set. */
    public record DeleteAction(Path path, AttributeValue value) implements Action {}

    /** The right-hand side of a SET. */
    public sealed interface Value permits Read, Const, Arith, IfNotExists, ListAppend {}

    /** The value at a path of the old item (an error if missing). */
    public record Read(Path path) implements Value {}

    /** A value from ExpressionAttributeValues. */
    public record Const(String name, AttributeValue value) implements Value {}

    /** {@code a + b} or {@code a - b} on numbers. */
    public record Arith(String op, Value left, Value right) implements Value {}

    /** {@code if_not_exists(path, value)}. */
    public record IfNotExists(Path path, Value otherwise) implements Value {}

    /** {@code list_append(a, b)}. */
    public record ListAppend(Value first, Value second) implements Value {}

    /**
     * The outcome of {@link #apply}: the new item, whether the write creates or keeps an item (an update that
     * only removes from a missing item writes nothing), and the paths written, for UPDATED_OLD/UPDATED_NEW.
     */
    public record Result(Map<String, AttributeValue> oldItem, Map<String, AttributeValue> item, boolean writesItem,
                         List<Path> updatedPaths) {
        /** The top-level attribute names the update wrote. */
        public Set<String> updatedAttributes() {
            Set<String> names = new LinkedHashSet<>();
            for (Path p : updatedPaths) names.add(p.head());
            return names;
        }

        /** ReturnValues=UPDATED_OLD: the old values of the written paths, nested as in the item. */
        public Map<String, AttributeValue> updatedOld() {
            return Projection.project(oldItem == null ? Map.of() : oldItem, updatedPaths);
        }

        /** ReturnValues=UPDATED_NEW: the new values of the written paths. */
        public Map<String, AttributeValue> updatedNew() {
            return Projection.project(item, updatedPaths);
        }
    }

    static final String LEGACY_WRONG_TYPE = "Type mismatch for attribute to update";

    private final List<Action> actions;
    private final boolean legacy; // from AttributeUpdates: ADD appends to lists

    UpdateExpression(List<Action> actions) {
        this(actions, false);
    }

    UpdateExpression(List<Action> actions, boolean legacy) {
        this.actions = List.copyOf(actions);
        this.legacy = legacy;
    }

    /** AttributeUpdates' update (validation.LegacyParameters builds it): ADD also appends to lists, the item is always written. */
    public static UpdateExpression ofAttributeUpdates(List<Action> actions) {
        return new UpdateExpression(actions, true);
    }

    /** The actions in the order written. */
    public List<Action> actions() {
        return actions;
    }

    /** Every path the expression writes, in the order written. */
    public List<Path> paths() {
        List<Path> paths = new ArrayList<>();
        for (Action a : actions) paths.add(a.path());
        return paths;
    }

    /** The top-level attribute names the expression writes (to refuse updates of key attributes). */
    public Set<String> topLevelNames() {
        Set<String> names = new LinkedHashSet<>();
        for (Action a : actions) names.add(a.path().head());
        return names;
    }

    /**
     * What standalone UpdateItem measures against the 400 KB limit besides the finished item: 3 for the update,
     * then per clause 19 + its target + its operand for SET (a value operand its size, a path 1 + 14 and the
     * element per element, {@code +} 34, {@code -} 37, list_append 37, if_not_exists 39, each plus its operands),
     * 19 + target + value for ADD, 1 + target for REMOVE and DELETE; a target is its first name's bytes plus 4
     * and the element for each later element (an element: a name's bytes or an index's digits). 0 for
     * AttributeUpdates, which is sized by the finished item only. Source: paritysuite/dynamodb-conformance
     * tests/tier3/limits/itemSizeBySurface.test.ts (bisected against AWS, eu-west-2).
     */
    public long statementCharge() {
        if (legacy) return 0;
        long total = 3;
        for (Action a : actions) {
            if (a instanceof SetAction s) total += 19 + targetCharge(s.path()) + operandCharge(s.value());
            else if (a instanceof AddAction add) total += 19 + targetCharge(add.path()) + ItemSize.of(add.value());
            else total += 1 + targetCharge(a.path()); // REMOVE, DELETE
        }
        return total;
    }

    private static long targetCharge(Path path) {
        long total = ItemSize.utf8Length(path.head());
        for (int i = 1; i < path.elements().size(); i++) total += 4 + elementCharge(path.elements().get(i));
        return total;
    }

    private static long operandCharge(Value value) {
        if (value instanceof Const c) return c.value() == null ? 0 : ItemSize.of(c.value());
        if (value instanceof Read r) return pathOperandCharge(r.path());
        if (value instanceof Arith a) return (a.op().equals("+") ? 34 : 37) + operandCharge(a.left()) + operandCharge(a.right());
        if (value instanceof IfNotExists i) return 39 + pathOperandCharge(i.path()) + operandCharge(i.otherwise());
        ListAppend l = (ListAppend) value;
        return 37 + operandCharge(l.first()) + operandCharge(l.second());
    }

    private static long pathOperandCharge(Path path) {
        long total = 1;
        for (Object element : path.elements()) total += 14 + elementCharge(element);
        return total;
    }

    private static long elementCharge(Object element) {
        return element instanceof String name ? ItemSize.utf8Length(name) : String.valueOf(element).length();
    }

    /**
     * Applies the update. {@code oldItem} is the stored item or null when there is none, in which case the
     * update starts from {@code key}. Throws DynamoDB's ValidationException for missing operands, wrong types
     * and invalid document paths.
     */
    public Result apply(Map<String, AttributeValue> oldItem, Map<String, AttributeValue> key) {
        boolean existed = oldItem != null;
        Map<String, AttributeValue> base = existed ? oldItem : key;
        List<SetAction> sets = new ArrayList<>();
        List<AttributeValue> setValues = new ArrayList<>();
        boolean creates = false;
        for (Action a : actions) {
            if (a instanceof SetAction s) {
                sets.add(s);
                setValues.add(evaluate(s.value(), base));
                creates = true;
            } else if (a instanceof AddAction) {
                creates = true;
            }
        }
        Map<String, AttributeValue> item = new LinkedHashMap<>(base);
        // SETs: ascending paths, so appends past the end of one list land in index order.
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) order.add(i);
        order.sort((x, y) -> PATH_ORDER.compare(sets.get(x).path(), sets.get(y).path()));
        for (int i : order) {
            AttributeValue value = setValues.get(i);
            item = modify(item, sets.get(i).path(), current -> value, false);
        }
        // REMOVEs: descending paths, so removing a[1] and a[3] uses the old positions.
        List<RemoveAction> removes = new ArrayList<>();
        for (Action a : actions) if (a instanceof RemoveAction r) removes.add(r);
        removes.sort((x, y) -> PATH_ORDER.compare(y.path(), x.path()));
        for (RemoveAction r : removes) item = modify(item, r.path(), current -> null, !existed);
        // ADDs and DELETEs: ascending paths too (ADD c[8] :x, c[6] :y appends c[6]'s value first, as DynamoDB does).
        List<Action> adds = new ArrayList<>();
        for (Action a : actions) if (a instanceof AddAction || a instanceof DeleteAction) adds.add(a);
        adds.sort((x, y) -> PATH_ORDER.compare(x.path(), y.path()));
        for (Action a : adds) {
            if (a instanceof AddAction add) item = modify(item, add.path(), current -> add(current, add.value()), false);
            if (a instanceof DeleteAction del) item = modify(item, del.path(), current -> delete(current, del.value()), false);
        }
        // A missing item is created by a SET or an ADD, or by an update with no actions at all; one that
        // only REMOVEs or DELETEs is not (DynamoDB writes nothing: there is nothing to take the attributes from).
        return new Result(oldItem, item, existed || creates || actions.isEmpty(), paths());
    }

    // ---- evaluation of SET values (always against the old item) ----

    private static AttributeValue evaluate(Value v, Map<String, AttributeValue> item) {
        if (v instanceof Const c) return c.value();
        if (v instanceof Read r) {
            AttributeValue value = r.path().get(item);
            if (value == null) throw DynamoDbError.validation(MISSING_ATTRIBUTE);
            return value;
        }
        if (v instanceof IfNotExists f) {
            AttributeValue value = f.path().get(item);
            return value != null ? value : evaluate(f.otherwise(), item);
        }
        if (v instanceof ListAppend la) {
            AttributeValue a = evaluate(la.first(), item), b = evaluate(la.second(), item);
            if (!(a instanceof AttributeValue.L x) || !(b instanceof AttributeValue.L y)) {
                throw DynamoDbError.validation(WRONG_TYPE);
            }
            List<AttributeValue> joined = new ArrayList<>(x.values());
            joined.addAll(y.values());
            return new AttributeValue.L(joined);
        }
        Arith ar = (Arith) v;
        AttributeValue a = evaluate(ar.left(), item), b = evaluate(ar.right(), item);
        if (!(a instanceof AttributeValue.N x) || !(b instanceof AttributeValue.N y)) {
            throw DynamoDbError.validation(WRONG_TYPE);
        }
        return ar.op().equals("+") ? Numbers.add(x, y) : Numbers.subtract(x, y);
    }

    private AttributeValue add(AttributeValue current, AttributeValue operand) {
        if (current == null) return operand;
        if (legacy && current instanceof AttributeValue.L a && operand instanceof AttributeValue.L b) {
            List<AttributeValue> joined = new ArrayList<>(a.values());
            joined.addAll(b.values());
            return new AttributeValue.L(joined);
        }
        if (current instanceof AttributeValue.N a && operand instanceof AttributeValue.N b) return Numbers.add(a, b);
        if (current instanceof AttributeValue.SS a && operand instanceof AttributeValue.SS b) {
            Set<String> union = new LinkedHashSet<>(a.values());
            union.addAll(b.values());
            return new AttributeValue.SS(union);
        }
        if (current instanceof AttributeValue.NS a && operand instanceof AttributeValue.NS b) {
            Set<AttributeValue.N> union = new LinkedHashSet<>(a.values());
            union.addAll(b.values());
            return new AttributeValue.NS(union);
        }
        if (current instanceof AttributeValue.BS a && operand instanceof AttributeValue.BS b) {
            Set<AttributeValue.B> union = new LinkedHashSet<>(a.values());
            union.addAll(b.values());
            return new AttributeValue.BS(union);
        }
        throw DynamoDbError.validation(legacy ? LEGACY_WRONG_TYPE : WRONG_TYPE);
    }

    /** Set difference; an emptied set disappears (DynamoDB has no empty sets). */
    private AttributeValue delete(AttributeValue current, AttributeValue operand) {
        if (current == null) return null;
        if (current instanceof AttributeValue.SS a && operand instanceof AttributeValue.SS b) {
            Set<String> rest = new LinkedHashSet<>(a.values());
            rest.removeAll(b.values());
            return rest.isEmpty() ? null : new AttributeValue.SS(rest);
        }
        if (current instanceof AttributeValue.NS a && operand instanceof AttributeValue.NS b) {
            Set<AttributeValue.N> rest = new LinkedHashSet<>(a.values());
            rest.removeAll(b.values());
            return rest.isEmpty() ? null : new AttributeValue.NS(rest);
        }
        if (current instanceof AttributeValue.BS a && operand instanceof AttributeValue.BS b) {
            Set<AttributeValue.B> rest = new LinkedHashSet<>(a.values());
            rest.removeAll(b.values());
            return rest.isEmpty() ? null : new AttributeValue.BS(rest);
        }
        throw DynamoDbError.validation(legacy ? LEGACY_WRONG_TYPE : WRONG_TYPE);
    }

    // ---- writing at a document path (values are immutable: the path is rebuilt) ----

    /** What to do with the value at the end of a path: return the new value, or null to remove it. */
    private interface LeafChange {
        AttributeValue apply(AttributeValue current);
    }

    private static Map<String, AttributeValue> modify(Map<String, AttributeValue> item, Path path, LeafChange change,
                                                      boolean tolerateMissingParent) {
        String head = path.head();
        AttributeValue current = item.get(head);
        AttributeValue next = path.isNested()
                ? modifyIn(current, path.elements(), 1, change, tolerateMissingParent)
                : change.apply(current);
        if (next == current) return item;
        Map<String, AttributeValue> copy = new LinkedHashMap<>(item);
        if (next == null) copy.remove(head);
        else copy.put(head, next);
        return copy;
    }

    private static AttributeValue modifyIn(AttributeValue container, List<Object> elements, int i, LeafChange change,
                                           boolean tolerateMissingParent) {
        Object element = elements.get(i);
        boolean last = i == elements.size() - 1;
        if (element instanceof String name) {
            if (!(container instanceof AttributeValue.M m)) return invalidPath(container, tolerateMissingParent);
            AttributeValue current = m.values().get(name);
            AttributeValue next = last ? change.apply(current) : modifyIn(current, elements, i + 1, change, tolerateMissingParent);
            if (next == current) return container;
            Map<String, AttributeValue> copy = new LinkedHashMap<>(m.values());
            if (next == null) copy.remove(name);
            else copy.put(name, next);
            return new AttributeValue.M(copy);
        }
        int index = (Integer) element;
        if (!(container instanceof AttributeValue.L l)) return invalidPath(container, tolerateMissingParent);
        List<AttributeValue> list = l.values();
        boolean inside = index < list.size();
        if (!last && !inside) return invalidPath(container, tolerateMissingParent);
        AttributeValue current = inside ? list.get(index) : null;
        AttributeValue next = last ? change.apply(current) : modifyIn(current, elements, i + 1, change, tolerateMissingParent);
        if (next == current) return container;
        List<AttributeValue> copy = new ArrayList<>(list);
        if (!inside) copy.add(next);            // SET past the end appends
        else if (next == null) copy.remove(index);
        else copy.set(index, next);
        return new AttributeValue.L(copy);
    }

    private static AttributeValue invalidPath(AttributeValue container, boolean tolerate) {
        if (tolerate) return container;
        throw DynamoDbError.validation(INVALID_PATH);
    }

    /** Paths element by element: names alphabetically, indexes numerically, names before indexes. */
    static final Comparator<Path> PATH_ORDER = (a, b) -> {
        List<Object> x = a.elements(), y = b.elements();
        for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
            Object p = x.get(i), q = y.get(i);
            int c;
            if (p instanceof String s && q instanceof String t) c = s.compareTo(t);
            else if (p instanceof Integer m && q instanceof Integer n) c = Integer.compare(m, n);
            else c = p instanceof String ? -1 : 1;
            if (c != 0) return c;
        }
        return Integer.compare(x.size(), y.size());
    };
}
