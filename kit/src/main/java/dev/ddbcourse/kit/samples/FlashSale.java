package dev.ddbcourse.kit.samples;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The orders of a flash sale (lesson 21's exercise): 2,000 pending orders placed on 2026-11-27 from
 * 06:00:00 UTC, one a second, by 400 customers, that reach the table together, in one second of the
 * engine clock. Each is the order of lesson 2 without its index keys: the learner's writer adds them.
 *
 * @param placedAt ISO-8601, e.g. {@code 2026-11-27T06:00:00Z}
 */
public record FlashSale(String customer, String orderId, String placedAt) {
    public static final String DAY = "2026-11-27";
    public static final int ORDERS = 2_000;

    /** The same orders every time, oldest first. */
    public static List<FlashSale> orders() {
        Instant start = Instant.parse(DAY + "T06:00:00Z");
        List<FlashSale> orders = new ArrayList<>();
        for (int n = 1; n <= ORDERS; n++) {
            orders.add(new FlashSale("c" + (n * 7 % 400 + 1), "o%04d".formatted(n), start.plusSeconds(n - 1).toString()));
        }
        return orders;
    }
}
