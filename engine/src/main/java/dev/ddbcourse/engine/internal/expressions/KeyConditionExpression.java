package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A resolved KeyConditionExpression: one condition per attribute it names (EQ, LT, LE, GT, GE, BETWEEN or
 * BEGINS_WITH with its values; a legacy KeyConditions map may also hold operators no index serves), not yet
 * matched to a table's or index's key schema.
 */
public final class KeyConditionExpression {
    /** One condition on one attribute. */
    public record Part(String attribute, String op, List<AttributeValue> values) {
        public Part { values = List.copyOf(values); }
    }

    private final Map<String, Part> parts;
    /** A legacy KeyConditions map (dynalite's query.js records its answers), not a KeyConditionExpression. */
    private final boolean legacy;

    KeyConditionExpression(Map<String, Part> parts) {
        this(parts, false);
    }

    private KeyConditionExpression(Map<String, Part> parts, boolean legacy) {
        this.parts = new LinkedHashMap<>(parts);
        this.legacy = legacy;
    }

    /**
     * A legacy KeyConditions map as key conditions, its operators as given: those no index serves (NULL, NOT_NULL, NE,
     * CONTAINS, NOT_CONTAINS, IN) are refused by {@link #forKeys} once the schema is known, as DynamoDB does.
     */
    public static KeyConditionExpression ofLegacy(List<Part> parts) {
        Map<String, Part> byName = new LinkedHashMap<>();
        for (Part p : parts) byName.put(p.attribute(), p);
        return new KeyConditionExpression(byName, true);
    }

    /**
     * A KeyConditionExpression with more conditions than the schema has key attributes is refused first, counting
     * them (paritysuite/dynamodb-conformance tests/tier3/error-messages/queryKeyConditionOperands.test.ts,
     * characterised against AWS). Legacy KeyConditions keep the answers dynalite's query.js records.
     */
    private void countFits(int keyAttributes) {
        if (!legacy && parts.size() > keyAttributes) {
            throw DynamoDbError.validation(Messages.tooManyKeyConditions(parts.size(), keyAttributes));
        }
    }

    private static final Set<String> NOT_INDEXABLE = Set.of("NULL", "NOT_NULL", "NE", "CONTAINS", "NOT_CONTAINS", "IN");

    /** The conditions by attribute name, in the order written. */
    public Map<String, Part> parts() {
        return java.util.Collections.unmodifiableMap(parts);
    }

    /**
     * Matches the conditions to a key schema (the table's or the queried index's), as DynamoDB does:
     * an equality on the partition key, at most one condition on the sort key, values of the key types.
     *
     * @param sortKey  null for a partition-key-only schema
     * @param keyTypes the key attributes' types ("S", "N" or "B"), by name
     */
    public KeyCondition forKeys(String partitionKey, String sortKey, Map<String, String> keyTypes) {
        countFits(sortKey == null ? 1 : 2);
        if (sortKey == null && parts.size() > 1) throw KeyCondition.notSupported();
        Part pk = parts.get(partitionKey);
        if (pk == null) throw missed(partitionKey);
        // Per key attribute, as dynalite's query.js records DynamoDB: missed, then not indexable, then the types.
        checkIndexable(pk);
        checkTypes(pk, keyTypes.get(partitionKey));
        if (!pk.op().equals("EQ")) throw KeyCondition.notSupported();
        Part sk = sortKey == null ? null : parts.get(sortKey);
        if (sortKey != null && sk == null && parts.size() > 1) throw missed(sortKey);
        if (sk != null) {
            checkIndexable(sk);
            checkTypes(sk, keyTypes.get(sortKey));
        }
        if (parts.size() > (sk == null ? 1 : 2)) throw KeyCondition.notSupported();
        return sk == null
                ? new KeyCondition(partitionKey, pk.values().get(0), null, null, null)
                : new KeyCondition(partitionKey, pk.values().get(0), sortKey, sk.op(), sk.values());
    }

    /**
     * Matches the conditions to a key schema whose partition and sort keys may each have several attributes (a
     * GSI with a multi-attribute key), as DynamoDB does: an equality on every partition key attribute; on the sort
     * key attributes, conditions from the first one on without a gap, each an equality but the last one named.
     * A single-attribute schema is matched by {@link #forKeys(String, String, Map)}.
     */
    public KeyCondition forKeys(List<String> partitionKeys, List<String> sortKeys, Map<String, String> keyTypes) {
        if (partitionKeys.size() == 1 && sortKeys.size() <= 1) {
            return forKeys(partitionKeys.get(0), sortKeys.isEmpty() ? null : sortKeys.get(0), keyTypes);
        }
        if (legacy) throw DynamoDbError.validation(Messages.LEGACY_KEY_CONDITIONS_MULTI_ATTRIBUTE);
        countFits(partitionKeys.size() + sortKeys.size());
        List<AttributeValue> partitionValues = new ArrayList<>();
        for (String name : partitionKeys) {
            Part pk = parts.get(name);
            if (pk == null) throw missed(name);
            checkIndexable(pk);
            checkTypes(pk, keyTypes.get(name));
            if (!pk.op().equals("EQ")) throw KeyCondition.notSupported();
            partitionValues.add(pk.values().get(0));
        }
        int deepest = -1;
        for (int j = 0; j < sortKeys.size(); j++) if (parts.containsKey(sortKeys.get(j))) deepest = j;
        for (String name : parts.keySet()) {
            if (partitionKeys.contains(name) || sortKeys.contains(name)) continue;
            if (deepest < 0 && !sortKeys.isEmpty()) throw missed(sortKeys.get(0));
            throw KeyCondition.notSupported();
        }
        for (int j = 0; j <= deepest; j++) {
            if (!parts.containsKey(sortKeys.get(j))) continue;
            List<String> unequal = new ArrayList<>();
            for (int i = 0; i < j; i++) {
                Part before = parts.get(sortKeys.get(i));
                if (before == null || !before.op().equals("EQ")) unequal.add(sortKeys.get(i));
            }
            if (!unequal.isEmpty()) {
                throw DynamoDbError.validation(Messages.sortKeysNeedEquality(unequal, sortKeys.get(j)));
            }
        }
        List<AttributeValue> prefix = new ArrayList<>();
        for (int j = 0; j <= deepest; j++) {
            Part sk = parts.get(sortKeys.get(j));
            checkIndexable(sk);
            checkTypes(sk, keyTypes.get(sortKeys.get(j)));
            if (j < deepest) prefix.add(sk.values().get(0));
        }
        if (deepest < 0) return new KeyCondition(partitionKeys, partitionValues, List.of(), List.of(), null, null);
        Part last = parts.get(sortKeys.get(deepest));
        return new KeyCondition(partitionKeys, partitionValues, sortKeys.subList(0, deepest + 1), prefix, last.op(), last.values());
    }

    private static DynamoDbError missed(String attribute) {
        return DynamoDbError.validation(Messages.keyConditionMissed(attribute));
    }

    private static void checkIndexable(Part part) {
        if (NOT_INDEXABLE.contains(part.op())) throw DynamoDbError.validation(Messages.NOT_AN_INDEXABLE_OPERATION);
    }

    private static void checkTypes(Part part, String type) {
        for (AttributeValue v : part.values()) {
            if (type != null && !v.type().equals(type)) {
                throw DynamoDbError.validation(Messages.KEY_CONDITION_TYPE_MISMATCH);
            }
        }
    }
}
