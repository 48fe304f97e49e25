package dev.ddbcourse.kit.log;

import java.math.BigDecimal;
import java.util.List;
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

/** The cost line: {@code cost:       scanned 5 items, 0.5 RCU}. */
final class CostText {
    private CostText() {}

    static String of(SdkResponse response) {
        if (response instanceof QueryResponse r) return scanned(r.scannedCount(), units(r.consumedCapacity(), "RCU"));
        if (response instanceof ScanResponse r) return scanned(r.scannedCount(), units(r.consumedCapacity(), "RCU"));
        if (response instanceof GetItemResponse r) return orUnknown(units(r.consumedCapacity(), "RCU"));
        if (response instanceof PutItemResponse r) return orUnknown(units(r.consumedCapacity(), "WCU"));
        if (response instanceof UpdateItemResponse r) return orUnknown(units(r.consumedCapacity(), "WCU"));
        if (response instanceof DeleteItemResponse r) return orUnknown(units(r.consumedCapacity(), "WCU"));
        if (response instanceof BatchGetItemResponse r) return orUnknown(units(r.consumedCapacity(), "RCU"));
        if (response instanceof BatchWriteItemResponse r) return orUnknown(units(r.consumedCapacity(), "WCU"));
        if (response instanceof TransactGetItemsResponse r) return orUnknown(units(r.consumedCapacity(), "RCU"));
        if (response instanceof TransactWriteItemsResponse r) return orUnknown(units(r.consumedCapacity(), "WCU"));
        // PartiQL: read or write units, as the statement was; the response does not say which.
        if (response instanceof ExecuteStatementResponse r) return orUnknown(units(r.consumedCapacity(), "capacity units"));
        if (response instanceof BatchExecuteStatementResponse r) return orUnknown(units(r.consumedCapacity(), "capacity units"));
        if (response instanceof ExecuteTransactionResponse r) return orUnknown(units(r.consumedCapacity(), "capacity units"));
        return null;
    }

    private static String scanned(Integer count, String units) {
        String items = count == null ? null : "scanned " + count + (count == 1 ? " item" : " items");
        if (items == null) return orUnknown(units);
        return units == null ? items : items + ", " + units;
    }

    private static String units(ConsumedCapacity capacity, String unit) {
        return capacity == null ? null : units(List.of(capacity), unit);
    }

    private static String units(List<ConsumedCapacity> capacities, String unit) {
        if (capacities == null || capacities.isEmpty()) return null;
        double total = capacities.stream().mapToDouble(c -> c.capacityUnits() == null ? 0 : c.capacityUnits()).sum();
        return number(total) + " " + unit;
    }

    static String number(double value) {
        BigDecimal d = BigDecimal.valueOf(value).stripTrailingZeros();
        return d.signum() == 0 ? "0" : d.toPlainString();
    }

    private static String orUnknown(String units) {
        return units == null ? "not reported by this backend" : units;
    }
}
