package dev.ddbcourse.kit.check;

import java.math.BigDecimal;

/** Capacity units as the request log prints them (0.5, 3, 15.5), for the messages of checks that measure cost. */
final class UnitsText {
    private UnitsText() {}

    static String of(double units) {
        BigDecimal d = BigDecimal.valueOf(units).stripTrailingZeros();
        return d.signum() == 0 ? "0" : d.toPlainString();
    }

    /** "1 write request unit", "0.5 read request units": the number with its unit, singular only for 1. */
    static String of(double units, String unit) {
        return of(units) + " " + unit + (units == 1.0 ? "" : "s");
    }
}
