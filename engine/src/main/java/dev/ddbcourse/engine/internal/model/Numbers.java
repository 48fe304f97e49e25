package dev.ddbcourse.engine.internal.model;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * DynamoDB's number rules: at most 38 significant digits, magnitude 1E-130 to 9.99..9E+125,
 * parsing with DynamoDB's messages, canonical form, and arithmetic for SET +/- and ADD.
 */
public final class Numbers {
    /** Most significant digits a Number may hold. */
    public static final int MAX_DIGITS = 38;
    private static final int MAX_EXPONENT = 125;  // largest adjusted exponent (9.99..E+125)
    private static final int MIN_EXPONENT = -130; // smallest adjusted exponent (1E-130)
    // DynamoDB's grammar: optional sign, digits with an optional point, optional exponent. A leading + is accepted
    // and dropped ("+3" is 3: Alternator's test_number.py::test_invalid_numbers and test_number_output_normalization,
    // run against AWS; dynalite refuses it).
    private static final Pattern SYNTAX = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    private Numbers() {}

    /** Parses number text as DynamoDB does; throws DynamoDB's ValidationException on bad input. */
    public static AttributeValue.N parse(String text) {
        if (text == null || text.isEmpty()) {
            throw DynamoDbError.validation(Messages.NOT_A_NUMBER);
        }
        Matcher syntax = SYNTAX.matcher(text);
        if (!syntax.matches()) {
            throw DynamoDbError.validation(Messages.notANumber(text));
        }
        // The exponent is read in full before the range is checked: past a 64-bit integer it is no number at all, past
        // a 32-bit one an overflow or underflow by its sign (paritysuite/dynamodb-conformance
        // tests/tier3/limits/numberExponent.test.ts, characterised against AWS).
        long exponent = 0;
        if (syntax.group(2) != null) {
            try {
                exponent = Long.parseLong(syntax.group(2).substring(1));
            } catch (NumberFormatException e) {
                throw DynamoDbError.validation(Messages.notANumber(text));
            }
        }
        BigDecimal value;
        try {
            value = new BigDecimal(text);
        } catch (NumberFormatException | ArithmeticException e) { // exponent or scale beyond int range
            throw exponent < 0 ? underflow() : overflow();
        }
        // Zero is range-checked by the exponent it is written with: 0e125 is 0, 0e126 an overflow, 0e-131 an underflow.
        if (value.signum() == 0 && exponent > MAX_EXPONENT) throw overflow();
        if (value.signum() == 0 && exponent < MIN_EXPONENT) throw underflow();
        return checked(value);
    }

    /**
     * Number text read as Java's BigDecimal reads it, as DynamoDB reads a PartiQL parameter: an exponent (or the
     * scale it gives) beyond an int cannot be converted at all ("The parameter cannot be converted ...: text"), and
     * the magnitude is checked on precision less scale in int arithmetic, which wraps, so 1e2147483647 is an
     * underflow (paritysuite/dynamodb-conformance tests/tier3/error-messages/partiqlParameterNumbers.test.ts,
     * characterised against AWS). {@link #parse} reads attribute values of the item operations instead.
     */
    public static AttributeValue.N parseAsBigDecimal(String text) {
        if (text == null || text.isEmpty()) throw DynamoDbError.validation(Messages.NOT_A_NUMBER);
        if (!convertible(text)) throw DynamoDbError.validation(Messages.notANumber(text));
        BigDecimal value = new BigDecimal(text);
        if (value.signum() == 0) return new AttributeValue.N(value);
        BigDecimal v = value.stripTrailingZeros();
        int magnitude = v.precision() - v.scale(); // int arithmetic, wrapping as DynamoDB's does
        if (magnitude > MAX_EXPONENT + 1) throw overflow();
        if (magnitude < MIN_EXPONENT + 1) throw underflow();
        if (v.precision() > MAX_DIGITS) throw DynamoDbError.validation(Messages.NUMBER_TOO_PRECISE);
        return new AttributeValue.N(value);
    }

    /** Whether Java's BigDecimal reads the text: DynamoDB's number grammar, exponent and scale within an int. */
    public static boolean convertible(String text) {
        if (!SYNTAX.matcher(text).matches()) return false;
        try {
            new BigDecimal(text);
            return true;
        } catch (NumberFormatException | ArithmeticException e) {
            return false;
        }
    }

    /** Checks a computed value against DynamoDB's rules and wraps it. */
    public static AttributeValue.N checked(BigDecimal value) {
        if (value.signum() == 0) return new AttributeValue.N(value);
        BigDecimal v = value.stripTrailingZeros();
        int exponent = v.precision() - v.scale() - 1;
        if (exponent > MAX_EXPONENT) throw overflow();
        if (exponent < MIN_EXPONENT) throw underflow();
        if (v.precision() > MAX_DIGITS) {
            throw DynamoDbError.validation(Messages.NUMBER_TOO_PRECISE);
        }
        return new AttributeValue.N(value);
    }

    /** a + b, exact, then checked (operands are bounded, so exact sums stay small). */
    public static AttributeValue.N add(AttributeValue.N a, AttributeValue.N b) {
        return computed(a.value().add(b.value()));
    }

    /** a - b, checked. */
    public static AttributeValue.N subtract(AttributeValue.N a, AttributeValue.N b) {
        return computed(a.value().subtract(b.value()));
    }

    // DynamoDB reports a result needing more than 38 digits (1e50 + 1) as an overflow, not as "significant digits".
    private static AttributeValue.N computed(BigDecimal value) {
        if (value.signum() != 0 && value.stripTrailingZeros().precision() > MAX_DIGITS) {
            int exponent = value.stripTrailingZeros().precision() - value.stripTrailingZeros().scale() - 1;
            throw exponent < MIN_EXPONENT ? underflow() : overflow();
        }
        return checked(value);
    }

    /** Strips trailing zeros so equal numbers have one representation (and 0 is plain 0). */
    static BigDecimal normalise(BigDecimal value) {
        if (value.signum() == 0) return BigDecimal.ZERO;
        BigDecimal v = value.stripTrailingZeros();
        // keep integers as integers (scale 0) for "1000" rather than "1E+3" style scale
        return v.scale() < 0 ? v.setScale(0) : v;
    }

    private static DynamoDbError overflow() {
        return DynamoDbError.validation(Messages.NUMBER_OVERFLOW);
    }

    private static DynamoDbError underflow() {
        return DynamoDbError.validation(Messages.NUMBER_UNDERFLOW);
    }
}
