package dev.ddbcourse.engine.internal.model;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.ddbcourse.engine.internal.model.AttributeValue.*;
import static org.assertj.core.api.Assertions.assertThat;

class KeyOrderTest {

    @Test
    void stringsSortByUtf8BytesNotUtf16Units() {
        // U+FF21 (3 UTF-8 bytes, EF BC A1) sorts before U+1F600 (4 bytes, F0 ...), although in UTF-16
        // the surrogate D83D sorts before FF21.
        String fullwidthA = "\uFF21", emoji = "\uD83D\uDE00";
        assertThat(fullwidthA.compareTo(emoji)).isPositive();
        assertThat(KeyOrder.INSTANCE.compare(s(fullwidthA), s(emoji))).isNegative();
        assertThat(KeyOrder.INSTANCE.compare(s("A"), s("a"))).isNegative();
        assertThat(KeyOrder.INSTANCE.compare(s("ab"), s("abc"))).isNegative();
        assertThat(KeyOrder.INSTANCE.compare(s("x"), s("x"))).isZero();
    }

    @Test
    void numbersSortNumerically() {
        List<AttributeValue> values = new ArrayList<>(List.of(n("10"), n("9"), n("-100"), n("9.5"), n("0")));
        values.sort(KeyOrder.INSTANCE);
        assertThat(values).containsExactly(n("-100"), n("0"), n("9"), n("9.5"), n("10"));
    }

    @Test
    void binariesSortAsUnsignedBytes() {
        AttributeValue low = b(new byte[]{0x01}), high = b(new byte[]{(byte) 0xff}), longer = b(new byte[]{0x01, 0x00});
        assertThat(KeyOrder.INSTANCE.compare(low, high)).isNegative();
        assertThat(KeyOrder.INSTANCE.compare(low, longer)).isNegative();
        assertThat(KeyOrder.INSTANCE.compare(high, longer)).isPositive();
    }
}
