package dev.ddbcourse.engine.internal.model;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class NumbersTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
            "42, 42", "42.0, 42", "-7, -7", "1e2, 100", "1.5E+3, 1500", "-0, 0", "0.000, 0",
            ".5, 0.5", "5., 5", "0012.3400, 12.34",
            "-1.23456789012345678901234567890123456780, -1.2345678901234567890123456789012345678",
            "-17.4E37, -174000000000000000000000000000000000000", "0001.23, 1.23", "1e+5, 100000", "0e125, 0", "0e-130, 0",
            // Alternator test_number.py::test_number_output_normalization (AWS's answers): a leading + is dropped
            "+3, 3", "+0, 0", "+1.5, 1.5", "-.5, -0.5", "-0.0, 0", "0e-5, 0", "1.10, 1.1", "123e-2, 1.23"
    })
    void canonicalText(String input, String canonical) {
        assertThat(Numbers.parse(input).text()).isEqualTo(canonical);
    }

    @Test
    void largestNumberIsAcceptedAndPrintedPlain() {
        AttributeValue.N max = Numbers.parse("9.9999999999999999999999999999999999999E+125");
        assertThat(max.text()).hasSize(126).startsWith("99999999999999999999999999999999999999").endsWith("0");
        assertThat(Numbers.parse("1E+125").text()).isEqualTo("1" + "0".repeat(125));
        assertThat(Numbers.parse("1E-130").text()).isEqualTo("0." + "0".repeat(129) + "1");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "123456789012345678901234567890123456789|Attempting to store more than 38 significant digits in a Number",
            "-1.23456789012345678901234567890123456789|Attempting to store more than 38 significant digits in a Number",
            "1e126|Number overflow. Attempting to store a number with magnitude larger than supported range",
            "-1e126|Number overflow. Attempting to store a number with magnitude larger than supported range",
            "1e99999999999|Number overflow. Attempting to store a number with magnitude larger than supported range",
            "1e-131|Number underflow. Attempting to store a number with magnitude smaller than supported range",
            // paritysuite/dynamodb-conformance tests/tier3/limits/numberExponent.test.ts, characterised against AWS: zero is
            // range-checked by the exponent it is written with; an exponent past a 32-bit integer is an overflow or an
            // underflow, one past a 64-bit integer is no number at all.
            "0e126|Number overflow. Attempting to store a number with magnitude larger than supported range",
            "0e1000|Number overflow. Attempting to store a number with magnitude larger than supported range",
            "-0.0e-131|Number underflow. Attempting to store a number with magnitude smaller than supported range",
            "1e2147483648|Number overflow. Attempting to store a number with magnitude larger than supported range",
            "1e-99999999999|Number underflow. Attempting to store a number with magnitude smaller than supported range",
            "1.5e-2147483647|Number underflow. Attempting to store a number with magnitude smaller than supported range",
            "1e9223372036854775808|The parameter cannot be converted to a numeric value: 1e9223372036854775808",
            "5e-9223372036854775809|The parameter cannot be converted to a numeric value: 5e-9223372036854775809",
            "-1e-131|Number underflow. Attempting to store a number with magnitude smaller than supported range",
            "b|The parameter cannot be converted to a numeric value: b",
            "1.2.3|The parameter cannot be converted to a numeric value: 1.2.3",
            "' 5'|The parameter cannot be converted to a numeric value:  5",
            "Infinity|The parameter cannot be converted to a numeric value: Infinity",
            "0x10|The parameter cannot be converted to a numeric value: 0x10",
            "NaN|The parameter cannot be converted to a numeric value: NaN",
            "+-1|The parameter cannot be converted to a numeric value: +-1",
            "++1|The parameter cannot be converted to a numeric value: ++1",
            "1e|The parameter cannot be converted to a numeric value: 1e",
            "0x1|The parameter cannot be converted to a numeric value: 0x1",
            "-Infinity|The parameter cannot be converted to a numeric value: -Infinity",
            "'1 '|'The parameter cannot be converted to a numeric value: 1 '",
    })
    void refusesWithDynamoDbMessages(String input, String message) {
        assertThatThrownBy(() -> Numbers.parse(input)).isInstanceOf(DynamoDbError.class).hasMessage(message);
    }

    @Test
    void emptyTextHasItsOwnMessage() {
        assertThatThrownBy(() -> Numbers.parse("")).hasMessage("The parameter cannot be converted to a numeric value");
    }

    @Test
    void equalNumbersAreEqualValues() {
        assertThat(Numbers.parse("1000")).isEqualTo(Numbers.parse("1e3")).isEqualTo(AttributeValue.n(1000));
        assertThat(Numbers.parse("1000").hashCode()).isEqualTo(Numbers.parse("1.000E3").hashCode());
        assertThat(Numbers.parse("2")).isNotEqualTo(Numbers.parse("2.1"));
    }

    @Test
    void arithmeticIsExactAndChecked() {
        assertThat(Numbers.add(AttributeValue.n("0.1"), AttributeValue.n("0.2")).text()).isEqualTo("0.3");
        assertThat(Numbers.subtract(AttributeValue.n("5"), AttributeValue.n("7.5")).text()).isEqualTo("-2.5");
        assertThatThrownBy(() -> Numbers.add(AttributeValue.n("9.9999999999999999999999999999999999999E+125"),
                AttributeValue.n("9.9999999999999999999999999999999999999E+125")))
                .hasMessageStartingWith("Number overflow.");
        // Verified against DynamoDB by Alternator's test_update_expression_plus_imprecise: 1e50 + 1 is an "overflow".
        assertThatThrownBy(() -> Numbers.add(AttributeValue.n("1e50"), AttributeValue.n("1")))
                .hasMessage("Number overflow. Attempting to store a number with magnitude larger than supported range");
        assertThatThrownBy(() -> Numbers.subtract(AttributeValue.n("1e50"), AttributeValue.n("1")))
                .hasMessage("Number overflow. Attempting to store a number with magnitude larger than supported range");
        assertThatThrownBy(() -> Numbers.subtract(AttributeValue.n("9e125"), AttributeValue.n("-9e125")))
                .hasMessage("Number overflow. Attempting to store a number with magnitude larger than supported range");
        assertThat(Numbers.add(AttributeValue.n("1"), AttributeValue.n("10000000000000000000000")).text())
                .isEqualTo("10000000000000000000001");
        assertThat(Numbers.checked(new BigDecimal("0E+10")).text()).isEqualTo("0");
    }
}
