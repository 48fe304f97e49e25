// %% [markdown]
// # 07 · Inverted index
//
// ## Problem
// The table answers "what is on invoice X?" (`PK = INV#X`). "Which invoices contain product Y?"
// or "belong to customer Z?" ask about sort-key values; a Query needs a partition key.
//
// ## Pattern
// Add a GSI that swaps the keys: partition key `SK`, sort key `PK`. That is the whole trick.
//
// | Question | Request |
// | --- | --- |
// | lines on invoice 1001 | Query `PK = INV#1001` |
// | invoices containing apple | Query `Inverted`: `SK = PRODUCT#apple` |
// | invoices of customer c1 | Query `Inverted`: `SK = CUSTOMER#c1` |
//
// ## In practice
// The index is one line: the two attributes, swapped. An invoice has a customer-link item and one
// item per product, with a quantity.

// %%
var ddb = client();
recreateTable("p07-inverted-index", gsi("Inverted", "SK", "PK"));
seed("p07-inverted-index", List.of(
        item("PK", "INV#1001", "SK", "CUSTOMER#c1"),
        item("PK", "INV#1001", "SK", "PRODUCT#apple", "qty", 3),
        item("PK", "INV#1001", "SK", "PRODUCT#pear", "qty", 1),
        item("PK", "INV#1002", "SK", "CUSTOMER#c1"),
        item("PK", "INV#1002", "SK", "PRODUCT#apple", "qty", 5)));

// %% [markdown]
// The index regroups the five items by `SK`: one partition per product and customer, listing
// its invoices.

// %%
showIndex("p07-inverted-index", "Inverted");

// %% [markdown]
// Forward, on the table: everything on invoice 1001.

// %%
var invoice = ddb.query(q -> q.tableName("p07-inverted-index")
        .keyConditionExpression("PK = :invoice")
        .expressionAttributeValues(values(":invoice", "INV#1001")));
show("Base table: everything on INV#1001",
        // The customer link has no quantity: it shows as null.
        invoice.items().stream().map(i -> Arrays.asList(str(i, "SK"), i.get("qty"))).toList());

// %% [markdown]
// Backward, on the index: the same items, by product and by customer.

// %%
var withApple = ddb.query(q -> q.tableName("p07-inverted-index").indexName("Inverted")
        .keyConditionExpression("SK = :product")
        .expressionAttributeValues(values(":product", "PRODUCT#apple")));
show("Inverted: invoices containing apple",
        withApple.items().stream().map(i -> List.of(str(i, "PK"), i.get("qty"))).toList());

var ofCustomer = ddb.query(q -> q.tableName("p07-inverted-index").indexName("Inverted")
        .keyConditionExpression("SK = :customer")
        .expressionAttributeValues(values(":customer", "CUSTOMER#c1")));
show("Inverted: invoices for customer c1",
        ofCustomer.items().stream().map(i -> str(i, "PK")).toList());

// %% [markdown]
// ## Why
// One index answers the reverse of every relationship, reusing `PK` and `SK`: no new attribute.
//
// ## Trade-offs
// - Not sparse: every item is copied to the index, roughly doubling write cost.
// - Items with a constant `SK` (`PROFILE`, `METADATA`) share one huge index partition: query
//   none of them there, or use an overloaded GSI (lesson 09).
//
// ## Gotchas
// - A GSI is eventually consistent: a fresh write may be missing (lesson 19).
// - A popular value (one product on millions of invoices) is a hot key.
//
// ## Exercise
// The table `x07-inverted-index` holds invoices shaped like this lesson's (`PK = INV#<number>`,
// one item `SK = PRODUCT#<name>` with `qty` per product) and the same `Inverted` index. List the
// invoices that contain a product, **newest invoice first**, each with the quantity bought:
// one Query.

// %% [exercise]
static Map<String, Integer> invoicesWith(DynamoDbClient ddb, String product) {
    // BEGIN SOLUTION
    // The index is keyed SK -> PK: the product is the partition, invoices are sorted within it.
    var response = ddb.query(q -> q.tableName("x07-inverted-index").indexName("Inverted")
            .keyConditionExpression("SK = :product")
            .expressionAttributeValues(values(":product", "PRODUCT#" + product))
            .scanIndexForward(false));
    var quantities = new LinkedHashMap<String, Integer>();
    response.items().forEach(i -> quantities.put(str(i, "PK"), Integer.valueOf(str(i, "qty"))));
    return quantities;
    // STARTER
    // TODO: one Query on the "Inverted" index of "x07-inverted-index", newest invoice first;
    //       return invoice id (e.g. "INV#2003") -> quantity, in that order.
    return Map.of();
    // END SOLUTION
}

// %% [check]
check("07-inverted-index", ddb -> invoicesWith(ddb, "pear"));
