package dev.ddbcourse.kit.tables;

import java.util.List;

/**
 * A secondary index declaration for {@link Tables#recreate}: string keys.
 *
 * @param global a GSI when true, else an LSI
 * @param sortKey null for an index without a sort key
 * @param include null for projection ALL, empty for KEYS_ONLY, else the INCLUDE list
 */
public record Index(String name, boolean global, String partitionKey, String sortKey, List<String> include) {

    public Index(String name, boolean global, String partitionKey, String sortKey) {
        this(name, global, partitionKey, sortKey, null);
    }

    /** GSI named NAME keyed on NAMEPK / NAMESK, e.g. gsi("GSI1") -> GSI1PK, GSI1SK. */
    public static Index gsi(String name) { return new Index(name, true, name + "PK", name + "SK"); }

    /** GSI on the given attributes (sortKey may be null). */
    public static Index gsi(String name, String partitionKey, String sortKey) { return new Index(name, true, partitionKey, sortKey); }

    /** LSI: same partition key as the table (PK), another sort key. */
    public static Index lsi(String name, String sortKey) { return new Index(name, false, "PK", sortKey); }

    /** The same index projecting only the keys (KEYS_ONLY). */
    public Index keysOnly() { return new Index(name, global, partitionKey, sortKey, List.of()); }

    /** The same index projecting the keys and these attributes (INCLUDE). */
    public Index including(String... attributes) {
        return new Index(name, global, partitionKey, sortKey, List.of(attributes));
    }
}
