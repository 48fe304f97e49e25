package dev.ddbcourse.engine.internal.storage;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What CreateTable/UpdateTable defined: immutable, replaced as a whole when the table changes.
 *
 * @param attributeTypes AttributeDefinitions in request order (name -> S/N/B)
 * @param creationTime epoch seconds
 * @param billingModeChangeTime when the table last became on-demand (epoch seconds), null if it never was
 */
public record TableDef(String name, String arn, String tableId, KeyDef key, Map<String, String> attributeTypes,
                       List<IndexDef> globalIndexes, List<IndexDef> localIndexes, BillingMode billingMode,
                       Throughput throughput, double creationTime, Double billingModeChangeTime) {

    public TableDef {
        attributeTypes = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(attributeTypes));
        globalIndexes = List.copyOf(globalIndexes);
        localIndexes = List.copyOf(localIndexes);
    }

    public boolean onDemand() {
        return billingMode == BillingMode.PAY_PER_REQUEST;
    }

    public List<IndexDef> indexes() {
        List<IndexDef> all = new ArrayList<>(localIndexes);
        all.addAll(globalIndexes);
        return all;
    }

    public Optional<IndexDef> index(String indexName) {
        return indexes().stream().filter(i -> i.name().equals(indexName)).findFirst();
    }

    public TableDef withGlobalIndexes(List<IndexDef> gsis, Map<String, String> types) {
        return new TableDef(name, arn, tableId, key, types, gsis, localIndexes, billingMode, throughput,
                creationTime, billingModeChangeTime);
    }

    /**
     * This definition created at {@code epochSeconds} (read from the engine clock by CreateTable); an on-demand
     * table's last change to on-demand is its creation.
     */
    public TableDef createdAt(double epochSeconds) {
        return new TableDef(name, arn, tableId, key, attributeTypes, globalIndexes, localIndexes, billingMode, throughput,
                epochSeconds, onDemand() ? Double.valueOf(epochSeconds) : billingModeChangeTime);
    }

    public TableDef withBilling(BillingMode mode, Throughput t, Double changeTime) {
        return new TableDef(name, arn, tableId, key, attributeTypes, globalIndexes, localIndexes, mode, t,
                creationTime, changeTime);
    }
}
