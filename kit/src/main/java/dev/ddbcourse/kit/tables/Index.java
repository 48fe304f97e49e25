package dev.ddbcourse.kit.tables;

/**
 * A secondary index declaration for {@link Tables#recreate}: string keys, projection ALL.
 *
 * @param global a GSI when true, else an LSI
 * @param sortKey null for an index without a sort key
 */
public record Index(String name, boolean global, String partitionKey, String sortKey) {

    /** GSI named NAME keyed on NAMEPK / NAMESK, e.g. gsi("GSI1") -> GSI1PK, GSI1SK. */
    public static Index gsi(String name) { return new Index(name, true, name + "PK", name + "SK"); }

    /** GSI on the given attributes (sortKey may be null). */
    public static Index gsi(String name, String partitionKey, String sortKey) { return new Index(name, true, partitionKey, sortKey); }

    /** LSI: same partition key as the table (PK), another sort key. */
    public static Index lsi(String name, String sortKey) { return new Index(name, false, "PK", sortKey); }
}
