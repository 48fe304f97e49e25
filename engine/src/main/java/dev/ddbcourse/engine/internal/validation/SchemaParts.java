package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.errors.ModelEcho;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.ProjectionType;
import dev.ddbcourse.engine.internal.storage.KeyDef;
import dev.ddbcourse.engine.internal.storage.Throughput;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The pieces CreateTable and UpdateTable share: key schemas, projections, throughput, index rules. */
final class SchemaParts {
    private SchemaParts() {}

    static final long MAX_THROUGHPUT = 1_000_000_000_000L;

    /** KeySchemaElement's and AttributeDefinition's AttributeName: 1 to 255 characters (API reference; dynalite 4.0.0 predates it). */
    static final int KEY_NAME_MAX = 255;

    record KeyElement(String name, String keyType) {}

    /** Most attributes a GSI's partition key, and its sort key, may each have (multi-attribute keys). */
    static final int MAX_GSI_KEY_ATTRIBUTES = 4;
    static final int PROJECTED_NAME_MAX = 255;
    static final int MAX_PROJECTED_ATTRIBUTES = 100;

    record ParsedIndex(String name, boolean global, List<KeyElement> keySchema, String projectionType,
                       List<String> nonKeyAttributes, boolean hasNonKeyAttributes, Throughput throughput,
                       dev.ddbcourse.engine.internal.storage.OnDemandThroughput onDemandThroughput) {}

    static List<KeyElement> keySchema(RequestReader r, ArrayNode list, String path, boolean checkKeyTypeEnum) {
        return keySchema(r, list, path, checkKeyTypeEnum, 2);
    }

    /** @param maxLength 2 for a table or an LSI; a GSI's key schema has no length bound (its rules count HASH and RANGE) */
    static List<KeyElement> keySchema(RequestReader r, ArrayNode list, String path, boolean checkKeyTypeEnum, int maxLength) {
        r.notNull(path, list);
        if (list == null) return List.of();
        List<KeyElement> out = new ArrayList<>();
        for (JsonNode n : list) {
            ObjectNode e = RequestReader.asStructure(n);
            out.add(new KeyElement(e == null ? null : RequestReader.asString(e.get("AttributeName")),
                    e == null ? null : RequestReader.asString(e.get("KeyType"))));
        }
        r.length(path, out.stream().map(k -> ModelEcho.keySchemaElement(k.name(), k.keyType())).toList(), list.size(), 1, maxLength);
        int i = 1;
        for (KeyElement k : out) {
            String memberPath = path + "." + i + ".member";
            r.notNull(memberPath + ".attributeName", k.name());
            if (k.name() != null) r.length(memberPath + ".attributeName", k.name(), k.name().length(), 1, KEY_NAME_MAX);
            r.notNull(memberPath + ".keyType", k.keyType());
            if (checkKeyTypeEnum) r.oneOf(memberPath + ".keyType", k.keyType(), List.of("HASH", "RANGE"));
            i++;
        }
        return out;
    }

    static Throughput throughput(RequestReader r, ObjectNode pt, String path) {
        if (pt == null) return null;
        Long write = RequestReader.asInteger(pt.get("WriteCapacityUnits"), "Long");
        Long read = RequestReader.asInteger(pt.get("ReadCapacityUnits"), "Long");
        r.notNull(path + ".writeCapacityUnits", write);
        r.atLeast(path + ".writeCapacityUnits", write, 1);
        r.notNull(path + ".readCapacityUnits", read);
        r.atLeast(path + ".readCapacityUnits", read, 1);
        return new Throughput(read == null ? 0 : read, write == null ? 0 : write);
    }

    static void throughputBounds(Throughput t, String suffix) {
        if (t == null) return;
        if (t.read() > MAX_THROUGHPUT) {
            throw DynamoDbError.validation(Messages.throughputOutOfBounds(t.read(), "Read", suffix));
        }
        if (t.write() > MAX_THROUGHPUT) {
            throw DynamoDbError.validation(Messages.throughputOutOfBounds(t.write(), "Write", suffix));
        }
    }

    /** One LSI or GSI definition (or a GSI Create update). */
    static ParsedIndex index(RequestReader r, ObjectNode n, String path, boolean global) {
        String name = RequestReader.asString(n.get("IndexName"));
        List<KeyElement> keys = keySchema(r, RequestReader.asList(n.get("KeySchema")), path + ".keySchema", false,
                global ? Integer.MAX_VALUE : 2);
        ObjectNode projection = RequestReader.asStructure(n.get("Projection"));
        String projectionType = null;
        ArrayNode nonKey = null;
        if (projection != null) {
            projectionType = RequestReader.asString(projection.get("ProjectionType"));
            nonKey = RequestReader.asList(projection.get("NonKeyAttributes"));
        }
        List<String> nonKeyNames = new ArrayList<>();
        if (nonKey != null) for (JsonNode a : nonKey) nonKeyNames.add(RequestReader.asString(a));
        Throughput t = global ? throughput(r, RequestReader.asStructure(n.get("ProvisionedThroughput")),
                path + ".provisionedThroughput") : null;
        r.name(path + ".indexName", name, true);
        r.notNull(path + ".projection", projection);
        if (projection != null) {
            r.oneOf(path + ".projection.projectionType", projectionType, ProjectionType.NAMES);
            if (nonKey != null) {
                r.length(path + ".projection.nonKeyAttributes", nonKeyNames, nonKey.size(), 1, 20);
                // Each name is 1 to 255 characters (API reference, Projection); the list is reported once.
                if (nonKeyNames.stream().anyMatch(a -> a != null && (a.isEmpty() || a.length() > PROJECTED_NAME_MAX))) {
                    r.violate(nonKeyNames, path + ".projection.nonKeyAttributes",
                            Messages.memberRule(Messages.maxLengthRule(PROJECTED_NAME_MAX), Messages.minLengthRule(1)));
                }
            }
        }
        return new ParsedIndex(name, global, keys, projectionType, nonKeyNames, nonKey != null, t, global
                ? OnDemandThroughputParts.units(RequestReader.asStructure(n.get("OnDemandThroughput")), true, "index : " + name) : null);
    }

    /** Table key schema rules, in DynamoDB's order. */
    static void checkKeySchema(List<KeyElement> keys, Map<String, String> definitions) {
        List<String> names = keys.stream().map(KeyElement::name).toList();
        if (keys.size() > definitions.size()) throw DynamoDbError.validation(Messages.KEY_SCHEMA_UNDEFINED);
        checkDefined(names, definitions);
        checkShape(keys);
    }

    static void checkDefined(List<String> names, Map<String, String> definitions) {
        for (String n : names) {
            if (!definitions.containsKey(n)) {
                throw DynamoDbError.validation(Messages.keysNotDefined(names, definitions.keySet()));
            }
        }
    }

    static void checkShape(List<KeyElement> keys) {
        if (keys.size() == 2 && keys.get(0).name().equals(keys.get(1).name())) {
            throw DynamoDbError.validation(Messages.KEY_SCHEMA_SAME_NAME);
        }
        if (!"HASH".equals(keys.get(0).keyType())) {
            throw DynamoDbError.validation(Messages.KEY_SCHEMA_FIRST_NOT_HASH);
        }
        if (keys.size() == 2 && !"RANGE".equals(keys.get(1).keyType())) {
            throw DynamoDbError.validation(Messages.KEY_SCHEMA_SECOND_NOT_RANGE);
        }
    }

    /**
     * A GSI's key schema: one to four HASH attributes, then up to four RANGE attributes, each named once
     * (multi-attribute keys, Developer Guide "Multi-attribute key schema"; CreateGlobalSecondaryIndexAction:
     * "supports up to 4 partition and up to 4 sort keys"). One HASH and one RANGE get the table's messages.
     */
    static void checkGlobalShape(List<KeyElement> keys) {
        if (keys.size() <= 2 && (keys.size() < 2 || "RANGE".equals(keys.get(1).keyType()))) {
            checkShape(keys);
            return;
        }
        if (!"HASH".equals(keys.get(0).keyType())) {
            throw DynamoDbError.validation(Messages.KEY_SCHEMA_FIRST_NOT_HASH);
        }
        List<String> seen = new ArrayList<>();
        int hash = 0, range = 0;
        for (KeyElement k : keys) {
            if (seen.contains(k.name())) {
                throw DynamoDbError.validation(Messages.keyAttributeRepeated(k.name()));
            }
            seen.add(k.name());
            if ("HASH".equals(k.keyType())) {
                if (range > 0) throw DynamoDbError.validation(Messages.KEY_SCHEMA_HASH_AFTER_RANGE);
                hash++;
            } else {
                range++;
            }
        }
        if (hash > MAX_GSI_KEY_ATTRIBUTES) {
            throw DynamoDbError.validation(Messages.tooManyGsiKeyAttributes(MAX_GSI_KEY_ATTRIBUTES, "HASH"));
        }
        if (range > MAX_GSI_KEY_ATTRIBUTES) {
            throw DynamoDbError.validation(Messages.tooManyGsiKeyAttributes(MAX_GSI_KEY_ATTRIBUTES, "RANGE"));
        }
    }

    /** Rules every index definition shares (keys defined, key shape, projection). */
    static void checkIndex(ParsedIndex index, Map<String, String> definitions) {
        checkDefined(index.keySchema().stream().map(KeyElement::name).toList(), definitions);
        if (index.global()) checkGlobalShape(index.keySchema());
        else checkShape(index.keySchema());
        if (index.projectionType() == null) throw DynamoDbError.validation(Messages.PROJECTION_TYPE_NULL);
        if (index.hasNonKeyAttributes() && !index.projectionType().equals("INCLUDE")) {
            throw DynamoDbError.validation(Messages.nonKeyAttributesWith(index.projectionType()));
        }
        // dynalite 4.0.0 accepts an INCLUDE without attributes; DynamoDB refuses it with this text.
        if (index.projectionType().equals("INCLUDE") && !index.hasNonKeyAttributes()) {
            throw DynamoDbError.validation(Messages.INCLUDE_WITHOUT_ATTRIBUTES);
        }
        // dynalite accepts a name listed twice; DynamoDB refuses it (guregu/dynamo issue 88 quotes AWS's text).
        if (index.hasNonKeyAttributes() && new HashSet<>(index.nonKeyAttributes()).size() < index.nonKeyAttributes().size()) {
            throw DynamoDbError.validation(Messages.NON_KEY_ATTRIBUTE_TWICE);
        }
    }

    /** At most 100 NonKeyAttributes summed over all of a table's indexes (a name in two indexes counts twice). */
    static void checkProjectedTotal(int total) {
        if (total > MAX_PROJECTED_ATTRIBUTES) throw DynamoDbError.validation(Messages.TOO_MANY_PROJECTED_ATTRIBUTES);
    }

    static KeyDef keyDef(List<KeyElement> keys, Map<String, String> definitions) {
        List<KeyDef.Attribute> hash = new ArrayList<>(), range = new ArrayList<>();
        for (KeyElement k : keys) {
            ("HASH".equals(k.keyType()) ? hash : range).add(new KeyDef.Attribute(k.name(), definitions.get(k.name())));
        }
        return new KeyDef(hash, range);
    }

    static IndexDef indexDef(ParsedIndex p, boolean global, Map<String, String> definitions, Throughput t) {
        ProjectionType projection = ProjectionType.valueOf(p.projectionType()); // checked by checkIndex
        return new IndexDef(p.name(), global, keyDef(p.keySchema(), definitions), projection,
                projection == ProjectionType.INCLUDE ? p.nonKeyAttributes() : List.of(), t);
    }

    /** AttributeDefinitions may name an attribute once ("Attribute Name is duplicated: x", scylladb issue 13870, from AWS). */
    static void checkNoDuplicateDefinition(ArrayNode list) {
        Set<String> seen = new HashSet<>();
        for (JsonNode n : list) {
            ObjectNode e = RequestReader.asStructure(n);
            String name = e == null ? null : RequestReader.asString(e.get("AttributeName"));
            if (name != null && !seen.add(name)) throw DynamoDbError.validation(Messages.attributeDefinedTwice(name));
        }
    }

    /** AttributeDefinitions as name -> type, constraint-checked. */
    static Map<String, String> attributeDefinitions(RequestReader r, ArrayNode list) {
        r.notNull("attributeDefinitions", list);
        Map<String, String> defs = new LinkedHashMap<>();
        if (list == null) return defs;
        int i = 1;
        for (JsonNode n : list) {
            ObjectNode e = RequestReader.asStructure(n);
            String name = e == null ? null : RequestReader.asString(e.get("AttributeName"));
            String type = e == null ? null : RequestReader.asString(e.get("AttributeType"));
            String path = "attributeDefinitions." + i + ".member";
            r.notNull(path + ".attributeName", name);
            if (name != null) r.length(path + ".attributeName", name, name.length(), 1, KEY_NAME_MAX);
            r.notNull(path + ".attributeType", type);
            r.oneOf(path + ".attributeType", type, List.of("B", "N", "S"));
            if (name != null) defs.put(name, type);
            i++;
        }
        return defs;
    }
}
