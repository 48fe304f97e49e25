package dev.ddbcourse.engine.internal.binding;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Condition;
import dev.ddbcourse.engine.internal.expressions.KeyCondition;
import dev.ddbcourse.engine.internal.expressions.KeyConditionExpression;
import dev.ddbcourse.engine.internal.expressions.Operand;
import dev.ddbcourse.engine.internal.expressions.Path;
import dev.ddbcourse.engine.internal.expressions.Projection;
import dev.ddbcourse.engine.internal.expressions.UpdateExpression;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.KeyDef;
import dev.ddbcourse.engine.internal.storage.PartitionToken;
import dev.ddbcourse.engine.internal.storage.ProjectionType;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.Select;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The bind step: a validated request checked against its table's definition (key schema, attribute types of
 * keys, index names and projections), with DynamoDB's messages. Validation looks at the request alone;
 * everything that needs the table is here, and an operation calls it under the table's lock before it
 * reads or writes anything. Each operation calls these in DynamoDB's order (the differential tests hold it).
 */
public final class Binding {
    private Binding() {}


    // ---- Keys and items ----

    /** A Key parameter: exactly the key attributes, of the key types. Returns it in schema order. */
    public static Map<String, AttributeValue> key(TableDef def, Map<String, AttributeValue> key) {
        return key(def.key(), key, Messages.KEY_SCHEMA_MISMATCH);
    }

    /** As {@link #key(TableDef, Map)}, with {@code mismatch} as the message for a key of the wrong shape. */
    private static Map<String, AttributeValue> key(KeyDef k, Map<String, AttributeValue> key, String mismatch) {
        if (key.size() != k.names().size()) throw DynamoDbError.validation(mismatch);
        Map<String, AttributeValue> ordered = new LinkedHashMap<>();
        for (String name : k.names()) {
            AttributeValue v = key.get(name);
            String type = name.equals(k.hashName()) ? k.hashType() : k.rangeType();
            if (v == null || !v.type().equals(type)) throw DynamoDbError.validation(mismatch);
            ordered.put(name, v);
        }
        checkValues(k, ordered);
        return ordered;
    }

    /** An item to store: the key attributes present and typed, index keys typed. */
    public static void item(TableDef def, Map<String, AttributeValue> item) {
        KeyDef k = def.key();
        for (String name : k.names()) {
            AttributeValue v = item.get(name);
            if (v == null) throw DynamoDbError.validation(Messages.missingKey(name));
            String type = name.equals(k.hashName()) ? k.hashType() : k.rangeType();
            if (!v.type().equals(type)) throw DynamoDbError.validation(Messages.keyTypeMismatch(name, type, v.type()));
        }
        checkValues(k, item);
        indexKeys(def, item, false);
    }

    /** The item an update expression produced: index keys typed (DynamoDB words an empty one differently then). */
    public static void itemAfterUpdate(TableDef def, Map<String, AttributeValue> item) {
        indexKeys(def, item, true);
    }

    /**
     * Index key attributes an item has must be of the index key types, not empty strings, and within a key's size
     * (Alternator's test_gsi.py, test_gsi_limit_partition_key_len_2048 and test_gsi_limit_sort_key_len_1024).
     */
    private static void indexKeys(TableDef def, Map<String, AttributeValue> item, boolean byUpdate) {
        for (IndexDef index : byName(def.indexes())) {
            for (String name : index.key().names()) {
                AttributeValue v = item.get(name);
                if (v == null) continue;
                String type = def.attributeTypes().get(name);
                if (!v.type().equals(type)) {
                    throw DynamoDbError.validation(Messages.indexKeyTypeMismatch(name, type, v.type(), index.name()));
                }
                if (KeyDef.isEmptyValue(v)) {
                    throw DynamoDbError.validation(byUpdate
                            ? Messages.emptyIndexKeyByUpdate(emptyKind(v))
                            : Messages.emptyIndexKey(name, index.name(), emptyKind(v)));
                }
                checkSize(v, index.key().hashNames().contains(name));
            }
        }
    }

    /**
     * What a transaction checks of an action's key or item before it binds any action: key values of the key
     * types that are empty or too long, and (for an item to store) empty index key values. DynamoDB refuses
     * these as a ValidationException of the whole request; a key or index key of the wrong shape or type is
     * only found when the action runs, and cancels the transaction with a ValidationError reason instead.
     */
    public static void keyValuesUpFront(TableDef def, Map<String, AttributeValue> keyOrItem, boolean item) {
        KeyDef k = def.key();
        Map<String, AttributeValue> typed = new LinkedHashMap<>();
        for (String name : k.names()) {
            AttributeValue v = keyOrItem.get(name);
            String type = name.equals(k.hashName()) ? k.hashType() : k.rangeType();
            if (v == null || !v.type().equals(type)) return;
            typed.put(name, v);
        }
        checkValues(k, typed);
        if (!item) return;
        for (IndexDef index : byName(def.indexes())) {
            for (String name : index.key().names()) {
                AttributeValue v = keyOrItem.get(name);
                if (v != null && v.type().equals(def.attributeTypes().get(name)) && KeyDef.isEmptyValue(v)) {
                    throw DynamoDbError.validation(Messages.emptyIndexKey(name, index.name(), emptyKind(v)));
                }
            }
        }
    }

    /**
     * Indexes in the order DynamoDB checks an item's index keys in: by name, so a value keying several indexes is
     * reported against the alphabetically first (paritysuite/dynamodb-conformance tier3 indexKeyValues.test.ts and
     * transactIndexKeys.test.ts, recorded against AWS in four regions).
     */
    private static List<IndexDef> byName(List<IndexDef> indexes) {
        return indexes.stream().sorted(Comparator.comparing(IndexDef::name)).toList();
    }

    private static void checkValues(KeyDef k, Map<String, AttributeValue> key) {
        for (String name : k.names()) {
            AttributeValue v = key.get(name);
            if (KeyDef.isEmptyValue(v)) throw DynamoDbError.validation(Messages.emptyKeyValue(name, emptyKind(v)));
        }
        checkSize(key.get(k.hashName()), true);
        if (k.hasRange()) checkSize(key.get(k.rangeName()), false);
    }

    /** A key value within its limit: 2048 bytes as a partition key, 1024 as a sort key. */
    private static void checkSize(AttributeValue v, boolean partition) {
        if (partition && KeyDef.valueBytes(v) > KeyDef.MAX_PARTITION_KEY_BYTES) {
            throw DynamoDbError.validation(Messages.HASH_KEY_TOO_LARGE);
        }
        if (!partition && KeyDef.valueBytes(v) > KeyDef.MAX_SORT_KEY_BYTES) {
            throw DynamoDbError.validation(Messages.RANGE_KEY_TOO_LARGE);
        }
    }

    // ---- Query and Scan: the index, the key condition, the start key ----

    /** The index a Query or Scan names, checked as DynamoDB does; null for the table itself. */
    public static IndexDef index(TableDef def, String indexName, boolean consistentRead) {
        if (indexName == null) return null;
        IndexDef index = def.index(indexName)
                .orElseThrow(() -> DynamoDbError.validation(Messages.indexNotFound(indexName)));
        if (index.global() && consistentRead) throw DynamoDbError.validation(Messages.GSI_CONSISTENT_READ);
        return index;
    }

    /** ALL_ATTRIBUTES needs an index holding all of them (a GSI projecting ALL; an LSI reads the table). */
    public static void selectOnIndex(IndexDef index, Select select) {
        if (index != null && index.global() && select == Select.ALL_ATTRIBUTES && index.projectionType() != ProjectionType.ALL) {
            throw DynamoDbError.validation(Messages.allAttributesOfPartialGsi(index.name()));
        }
    }

    /**
     * A GSI answers only what it projects: a ProjectionExpression or AttributesToGet naming (at the top level) any
     * other attribute is refused, as the API reference says ("Global secondary index queries cannot fetch attributes
     * from the parent table"). An LSI fetches them from the table instead.
     */
    public static void projectedByGsi(TableDef def, IndexDef index, Projection projection) {
        if (index == null || !index.global() || projection == null) return;
        List<String> missing = new ArrayList<>();
        for (String name : projection.topLevelNames()) if (!index.projects(name, def.key())) missing.add(name);
        if (!missing.isEmpty()) throw DynamoDbError.validation(Messages.gsiDoesNotProject(index.name(), missing));
    }

    /**
     * Nor may an index read's filter name (at the top level) an attribute the index does not project: DynamoDB refuses it
     * rather than fetch it (sensedeep/dynamodb-onetable#377 quotes its answer), an LSI's too, though the LSI fetches
     * such attributes for the answer (Alternator's test_lsi.py, test_lsi_keys_only_filter_on_non_projected_attribute).
     */
    public static void filterProjected(TableDef def, IndexDef index, Condition filter) {
        if (index == null || filter == null) return;
        List<String> missing = new ArrayList<>();
        for (String name : topLevelNames(filter)) if (!index.projects(name, def.key())) missing.add(name);
        if (!missing.isEmpty()) {
            throw DynamoDbError.validation(Messages.gsiDoesNotProjectFilter(index.name(), missing));
        }
    }

    /** The key of what is read: the index's, or the table's when {@code index} is null. */
    public static KeyDef keyOf(TableDef def, IndexDef index) {
        return index == null ? def.key() : index.key();
    }

    /** A Query's key condition matched to the key schema of what it reads. */
    public static KeyCondition keyCondition(TableDef def, IndexDef index, KeyConditionExpression condition) {
        KeyDef key = keyOf(def, index);
        Map<String, String> keyTypes = new HashMap<>();
        for (String n : key.names()) keyTypes.put(n, def.attributeTypes().get(n));
        KeyCondition matched = condition.forKeys(key.hashNames(), key.rangeNames(), keyTypes);
        for (int i = 0; i < matched.partitionKeys().size(); i++) {
            conditionValue(index, matched.partitionKeys().get(i), matched.partitionValues().get(i));
        }
        for (int i = 0; i < matched.sortPrefix().size(); i++) {
            conditionValue(index, matched.sortKeys().get(i), matched.sortPrefix().get(i));
        }
        for (AttributeValue v : matched.sortValues()) conditionValue(index, matched.sortKey(), v);
        return matched;
    }

    /**
     * A key condition's value is a key value, never empty: live DynamoDB words it as for a Key on the table
     * (getmoto/moto#7062 quotes AWS) and as for an index key on an index (AWS's answer in praetorian-inc/chariot-ui#353).
     */
    private static void conditionValue(IndexDef index, String name, AttributeValue v) {
        if (!KeyDef.isEmptyValue(v)) return;
        throw DynamoDbError.validation(index == null
                ? Messages.emptyKeyValue(name, emptyKind(v)) : Messages.emptyIndexKey(name, index.name(), emptyKind(v)));
    }

    /** How DynamoDB names an empty key value's type: "string" or "binary". */
    private static String emptyKind(AttributeValue v) {
        return v instanceof AttributeValue.B ? "binary" : "string";
    }

    /** LastEvaluatedKey attributes: the table's key, then the index's. */
    public static List<String> pageKeyNames(TableDef def, IndexDef index) {
        List<String> names = new ArrayList<>(def.key().names());
        if (index != null) for (String n : index.key().names()) if (!names.contains(n)) names.add(n);
        return names;
    }

    /**
     * A start key's shape: as many attributes as a page key has, the key read (the index's, or the table's) among
     * them with its types. A table Scan reports a wrong shape as a starting key that does not match the schema; a
     * Query or an index Scan as an invalid starting key, and a mistyped key attribute as a key that does not match.
     */
    public static void startKeyShape(TableDef def, IndexDef index, Map<String, AttributeValue> start, boolean scan) {
        if (start == null) return;
        boolean tableScan = scan && index == null;
        String wrongShape = tableScan ? Messages.INVALID_START_KEY + Messages.KEY_SCHEMA_MISMATCH : Messages.START_KEY_INVALID;
        if (start.size() != pageKeyNames(def, index).size()) throw DynamoDbError.validation(wrongShape);
        for (String name : keyOf(def, index).names()) {
            AttributeValue v = start.get(name);
            if (v == null) throw DynamoDbError.validation(wrongShape);
            if (!v.type().equals(def.attributeTypes().get(name))) {
                throw DynamoDbError.validation(tableScan ? wrongShape : Messages.KEY_SCHEMA_MISMATCH);
            }
        }
    }

    /**
     * What a Query checks of its start key before the key condition (dynalite's query.js records DynamoDB's answers):
     * its number of attributes and the partition key of what is read; the rest of its shape after.
     */
    public static void startKeyPartition(TableDef def, IndexDef index, Map<String, AttributeValue> start) {
        if (start == null) return;
        if (start.size() != pageKeyNames(def, index).size()) throw DynamoDbError.validation(Messages.START_KEY_INVALID);
        for (String name : keyOf(def, index).hashNames()) {
            AttributeValue v = start.get(name);
            if (v == null) throw DynamoDbError.validation(Messages.START_KEY_INVALID);
            if (!v.type().equals(def.attributeTypes().get(name))) throw DynamoDbError.validation(Messages.KEY_SCHEMA_MISMATCH);
        }
    }

    /** The table's key within a start key, checked as a key (its faults follow "The provided starting key is invalid: "). */
    public static Map<String, AttributeValue> startKeyOfTable(TableDef def, Map<String, AttributeValue> start) {
        if (start == null) return null;
        try {
            key(def, def.key().extract(start));
        } catch (DynamoDbError e) {
            throw DynamoDbError.validation(Messages.INVALID_START_KEY + e.getMessage());
        }
        return start;
    }

    /** A Query's start key must lie in the partition and sort key range it asks for. */
    public static void startInRange(Map<String, AttributeValue> start, KeyCondition condition) {
        if (start == null) return;
        // As dynalite's query.js records DynamoDB: the sort-key predicate is checked first; a start key in another
        // partition is then "at most one row" where there is a sort-key condition, else outside the boundaries.
        boolean sorted = condition.hasSortCondition();
        if (sorted && !condition.sortMatchesItem(start)) {
            throw DynamoDbError.validation(Messages.START_KEY_NOT_IN_RANGE);
        }
        if (!condition.partitionMatches(start)) {
            throw DynamoDbError.validation(sorted ? Messages.START_KEY_ONE_ROW : Messages.START_KEY_OUTSIDE_QUERY);
        }
    }

    /** A parallel Scan's start key must lie in its own segment, the hash range [from, to). */
    public static void startInSegment(TableDef def, IndexDef index, Map<String, AttributeValue> start, long from, long to,
                                      int segment, int totalSegments) {
        if (start == null) return;
        long hash = PartitionToken.of(keyOf(def, index).partitionValue(start)).hash();
        if (hash < from || hash >= to) {
            throw DynamoDbError.validation(Messages.startKeyOfOtherSegment(totalSegments, segment));
        }
    }

    // ---- Expressions against the key attributes ----

    /** A Query's FilterExpression or QueryFilter may not name the key attributes of what is queried. */
    public static void queryFilter(Condition filter, boolean isQueryFilter, KeyDef key) {
        if (filter == null) return;
        Set<String> names = topLevelNames(filter);
        for (String keyName : key.names()) {
            if (names.contains(keyName)) throw DynamoDbError.validation(Messages.filterOnKey(isQueryFilter, keyName));
        }
    }

    /** An update expression may not write a key attribute (checked before anything is evaluated). */
    public static void updateLeavesKey(TableDef def, UpdateExpression update) {
        if (update == null) return;
        for (String name : update.topLevelNames()) {
            if (def.key().isKeyAttribute(name)) throw DynamoDbError.validation(Messages.cannotUpdateKey(name));
        }
    }

    /*
     * A key attribute (of the table or of any index) is a scalar, so a projection, filter or update may not
     * reach into one (pk.x, sk[0]). The table's keys are checked first, then each GSI's, then each LSI's sort
     * key, as DynamoDB reports the first it meets.
     */

    public static void scalarKeys(TableDef def, Projection projection) {
        if (projection != null) scalarKeys(def, projection.paths());
    }

    public static void scalarKeys(TableDef def, Condition condition) {
        scalarKeys(def, paths(condition));
    }

    public static void scalarKeys(TableDef def, UpdateExpression update) {
        if (update != null) scalarKeys(def, update.paths());
    }

    private static void scalarKeys(TableDef def, List<Path> paths) {
        Set<String> reachedInto = new HashSet<>();
        for (Path p : paths) if (p.isNested()) reachedInto.add(p.head());
        if (reachedInto.isEmpty()) return;
        for (String name : def.key().names()) {
            if (reachedInto.contains(name)) throw DynamoDbError.validation(Messages.keyAttributeNotScalar("Key", name));
        }
        List<String> indexKeys = new ArrayList<>();
        for (IndexDef gsi : def.globalIndexes()) indexKeys.addAll(gsi.key().names());
        for (IndexDef lsi : def.localIndexes()) indexKeys.add(lsi.key().rangeName());
        for (String name : indexKeys) {
            if (reachedInto.contains(name)) throw DynamoDbError.validation(Messages.keyAttributeNotScalar("IndexKey", name));
        }
    }

    /** Every document path a condition reads, in the order written. */
    /** The attribute names a condition names at the top level, in the order it names them. */
    private static Set<String> topLevelNames(Condition c) {
        Set<String> names = new LinkedHashSet<>();
        for (Path p : paths(c)) names.add(p.head());
        return names;
    }

    private static List<Path> paths(Condition c) {
        List<Path> paths = new ArrayList<>();
        if (c != null) collect(c, paths);
        return paths;
    }

    private static void collect(Condition c, List<Path> paths) {
        if (c instanceof Condition.Comparison x) { operand(x.left(), paths); operand(x.right(), paths); }
        else if (c instanceof Condition.Between x) { operand(x.value(), paths); operand(x.low(), paths); operand(x.high(), paths); }
        else if (c instanceof Condition.In x) { operand(x.value(), paths); x.list().forEach(o -> operand(o, paths)); }
        else if (c instanceof Condition.And x) { collect(x.left(), paths); collect(x.right(), paths); }
        else if (c instanceof Condition.Or x) { collect(x.left(), paths); collect(x.right(), paths); }
        else if (c instanceof Condition.Not x) collect(x.inner(), paths);
        else if (c instanceof Condition.AttributeExists x) paths.add(x.path());
        else if (c instanceof Condition.AttributeNotExists x) paths.add(x.path());
        else if (c instanceof Condition.AttributeType x) operand(x.value(), paths);
        else if (c instanceof Condition.BeginsWith x) { operand(x.value(), paths); operand(x.prefix(), paths); }
        else if (c instanceof Condition.Contains x) { operand(x.container(), paths); operand(x.operand(), paths); }
    }

    private static void operand(Operand o, List<Path> paths) {
        if (o instanceof Operand.PathOperand p) paths.add(p.path());
        else if (o instanceof Operand.Size s) operand(s.of(), paths);
    }
}
