package dev.ddbcourse.kit.log;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The cost line: {@code cost:       scanned 5 items, 0.5 read request units}, in the unit of the
 * table's capacity mode ({@link BillingModes}).
 */
final class CostText {
    private CostText() {}

    static String of(SdkResponse response) {
        if (response instanceof QueryResponse r) return scanned(r.scannedCount(), reads(r.consumedCapacity()));
        if (response instanceof ScanResponse r) return scanned(r.scannedCount(), reads(r.consumedCapacity()));
        if (response instanceof GetItemResponse r) return orUnknown(reads(r.consumedCapacity()));
        if (response instanceof PutItemResponse r) return orUnknown(writes(r.consumedCapacity()));
        if (response instanceof UpdateItemResponse r) return orUnknown(writes(r.consumedCapacity()));
        if (response instanceof DeleteItemResponse r) return orUnknown(writes(r.consumedCapacity()));
        if (response instanceof BatchGetItemResponse r) return orUnknown(units(r.consumedCapacity(), BillingModes::readUnit));
        if (response instanceof BatchWriteItemResponse r) return orUnknown(units(r.consumedCapacity(), BillingModes::writeUnit));
        if (response instanceof TransactGetItemsResponse r) return orUnknown(units(r.consumedCapacity(), BillingModes::readUnit));
        if (response instanceof TransactWriteItemsResponse r) return orUnknown(units(r.consumedCapacity(), BillingModes::writeUnit));
        // PartiQL: read or write units, as the statement was; the response does not say which.
        if (response instanceof ExecuteStatementResponse r) return orUnknown(statement(r.consumedCapacity() == null ? null : List.of(r.consumedCapacity())));
        if (response instanceof BatchExecuteStatementResponse r) return orUnknown(statement(r.consumedCapacity()));
        if (response instanceof ExecuteTransactionResponse r) return orUnknown(statement(r.consumedCapacity()));
        return null;
    }

    private static String reads(ConsumedCapacity capacity) {
        return capacity == null ? null : units(List.of(capacity), BillingModes::readUnit);
    }

    private static String statement(List<ConsumedCapacity> capacities) {
        return units(capacities, table -> "capacity units");
    }

    private static String writes(ConsumedCapacity capacity) {
        return capacity == null ? null : units(List.of(capacity), BillingModes::writeUnit);
    }

    private static String scanned(Integer count, String units) {
        String items = count == null ? null : "scanned " + count + (count == 1 ? " item" : " items");
        if (items == null) return orUnknown(units);
        return units == null ? items : items + ", " + units;
    }

    /** The total over the tables; the unit of the first table (the course's tables share one mode). */
    private static String units(List<ConsumedCapacity> capacities, UnaryOperator<String> unitOfTable) {
        if (capacities == null || capacities.isEmpty()) return null;
        double total = capacities.stream().mapToDouble(c -> c.capacityUnits() == null ? 0 : c.capacityUnits()).sum();
        String parts = capacities.size() == 1 ? parts(capacities.get(0)) : "";
        String unit = unitOfTable.apply(capacities.get(0).tableName());
        if (total == 1 && unit.endsWith("units")) unit = unit.substring(0, unit.length() - 1); // 1 write request unit
        return number(total) + " " + unit + parts;
    }

    /**
     * With ReturnConsumedCapacity INDEXES: {@code " (table 3, index ByCustomer 1)"}, the units the
     * table and each index took; nothing when the response has no breakdown (TOTAL).
     */
    private static String parts(ConsumedCapacity capacity) {
        List<String> parts = new ArrayList<>();
        if (capacity.table() != null && capacity.table().capacityUnits() != null) {
            parts.add("table " + number(capacity.table().capacityUnits()));
        }
        capacity.localSecondaryIndexes().forEach((name, c) -> parts.add("index " + name + " " + number(c.capacityUnits())));
        capacity.globalSecondaryIndexes().forEach((name, c) -> parts.add("index " + name + " " + number(c.capacityUnits())));
        return parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
    }

    static String number(double value) {
        BigDecimal d = BigDecimal.valueOf(value).stripTrailingZeros();
        return d.signum() == 0 ? "0" : d.toPlainString();
    }

    private static String orUnknown(String units) {
        return units == null ? "not reported by this backend" : units;
    }
}
