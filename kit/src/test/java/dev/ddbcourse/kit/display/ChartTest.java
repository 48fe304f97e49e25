package dev.ddbcourse.kit.display;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Chart: a Vega-Lite v5 specification a renderer accepts, and a text chart that reads without colour. */
class ChartTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Chart readCost() {
        var filter = new LinkedHashMap<Integer, Double>();
        filter.put(100, 13.0);
        filter.put(200, 26.0);
        filter.put(400, 52.0);
        return Chart.line("Read cost as the organisation grows", "The filter pays for every project; the index for 3.")
                .x("projects in ORG#1", "projects")
                .y("read cost", "read request units")
                .series("Query + filter", filter)
                .series("Query on OnHold", 100, 0.5, 200, 1, 400, 1.5);
    }

    /** The spec as JupyterLab receives it: serialised to JSON. */
    private static JsonNode spec(Chart chart) {
        return JSON.valueToTree(chart.vegaLite());
    }

    @Test
    void aLineChartIsAVegaLiteV5SpecWithMarkEncodingAndData() {
        JsonNode spec = spec(readCost());
        assertThat(spec.path("$schema").asText()).isEqualTo("https://vega.github.io/schema/vega-lite/v5.json");
        assertThat(spec.path("mark").path("type").asText()).isEqualTo("line");
        assertThat(spec.path("title").path("text").asText()).isEqualTo("Read cost as the organisation grows");
        assertThat(spec.path("title").path("subtitle").asText()).startsWith("The filter pays");

        JsonNode encoding = spec.path("encoding");
        assertThat(encoding.path("x").path("type").asText()).isEqualTo("quantitative");
        assertThat(encoding.path("x").path("title").asText()).isEqualTo("projects in ORG#1 (projects)");
        assertThat(encoding.path("y").path("type").asText()).isEqualTo("quantitative");
        assertThat(encoding.path("y").path("title").asText()).isEqualTo("read cost (read request units)");
        assertThat(encoding.path("color").path("field").asText()).isEqualTo("series");

        JsonNode values = spec.path("data").path("values");
        assertThat(values.isArray()).isTrue();
        assertThat(values).hasSize(6);
        assertThat(values.get(0).toString()).isEqualTo("{\"series\":\"Query + filter\",\"x\":100,\"y\":13.0}");
        assertThat(values.get(5).toString()).isEqualTo("{\"series\":\"Query on OnHold\",\"x\":400,\"y\":1.5}");
    }

    @Test
    void everyEncodedFieldIsInEveryDataRowWithTheTypeItsEncodingSays() {
        for (Chart chart : List.of(readCost(), cost())) {
            JsonNode spec = spec(chart);
            Set<String> fields = new HashSet<>();
            spec.path("encoding").forEach(channel -> {
                assertThat(channel.path("type").asText()).isIn("quantitative", "nominal", "ordinal", "temporal");
                fields.add(channel.path("field").asText());
            });
            assertThat(fields).containsExactlyInAnyOrder("x", "y", "series");
            for (JsonNode row : spec.path("data").path("values")) {
                assertThat(row.has("x") && row.has("y") && row.has("series")).as(row.toString()).isTrue();
                assertThat(row.get("y").isNumber()).isTrue();
                boolean quantitativeX = spec.path("encoding").path("x").path("type").asText().equals("quantitative");
                assertThat(row.get("x").isNumber()).isEqualTo(quantitativeX);
            }
        }
    }

    private static Chart cost() {
        return Chart.bar("Monthly cost", "Provisioned is cheaper once traffic is steady.")
                .x("capacity mode", null)
                .y("cost per month", "USD")
                .series("steady", "on-demand", 120, "provisioned", 45)
                .series("spiky", "on-demand", 60, "provisioned", 90);
    }

    @Test
    void aBarChartGroupsItsSeriesSideBySideInTheGivenOrder() {
        JsonNode spec = spec(cost());
        assertThat(spec.path("mark").path("type").asText()).isEqualTo("bar");
        JsonNode x = spec.path("encoding").path("x");
        assertThat(x.path("type").asText()).isEqualTo("nominal");
        assertThat(x.path("title").asText()).isEqualTo("capacity mode");
        assertThat(x.path("sort").toString()).isEqualTo("[\"on-demand\",\"provisioned\"]");
        assertThat(spec.path("encoding").path("xOffset").path("field").asText()).isEqualTo("series");
        assertThat(spec.path("encoding").path("y").path("title").asText()).isEqualTo("cost per month (USD)");
    }

    @Test
    void theTextChartLabelsItsAxesSeriesPointsAndValuesInPlainAscii() {
        String text = readCost().text();
        assertThat(text).isEqualTo("""
                === Read cost as the organisation grows ===
                read cost (read request units), by projects in ORG#1 (projects)
                Query + filter
                  100 | ##########                               13
                  200 | ####################                     26
                  400 | ######################################## 52
                Query on OnHold
                  100 | #                                        0.5
                  200 | #                                        1
                  400 | #                                        1.5
                The filter pays for every project; the index for 3.

                """);
        assertThat(text.chars().allMatch(c -> c < 128)).as("ASCII only, no colour codes").isTrue();
    }

    @Test
    void barsAreProportionalAndAnyValueAboveZeroShows() {
        assertThat(Chart.barLength(52, 52)).isEqualTo(Chart.TEXT_WIDTH);
        assertThat(Chart.barLength(26, 52)).isEqualTo(Chart.TEXT_WIDTH / 2);
        assertThat(Chart.barLength(0.1, 52)).isEqualTo(1);
        assertThat(Chart.barLength(0, 52)).isZero();
    }

    @Test
    void theDisplayCarriesTheSpecAndTheTextAsItsPlainAlternative() {
        Chart chart = cost();
        Map<String, Object> data = chart.displayData();
        assertThat(data).containsOnlyKeys("application/vnd.vegalite.v5+json", "text/plain");
        assertThat(data.get("text/plain")).isEqualTo(chart.text());
        assertThat(data.get("application/vnd.vegalite.v5+json")).isEqualTo(chart.vegaLite());
    }

    @Test
    void unitsAndACaptionAreRequired() {
        assertThatThrownBy(() -> Chart.line("t", " ")).hasMessageContaining("caption");
        assertThatThrownBy(() -> Chart.line("t", "c").x("size", null)).hasMessageContaining("unit on the x axis");
        assertThatThrownBy(() -> Chart.bar("t", "c").y("cost", "")).hasMessageContaining("unit on the y axis");
        assertThatThrownBy(() -> Chart.bar("t", "c").x("mode", null).series("s", "a", 1).text())
                .hasMessageContaining("needs its y axis");
        assertThatThrownBy(() -> Chart.line("t", "c").series("s", "small", 1)).hasMessageContaining("numbers on the x axis");
        assertThatThrownBy(() -> Chart.line("t", "c").series("s", 1)).hasMessageContaining("x, y pairs");
    }
}
