package dev.ddbcourse.kit.display;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A small chart of a few series: bars (a value per category) or lines (a value per number on
 * the x axis). Built by {@code Kit.barChart}/{@code Kit.lineChart}, shown by {@code Kit.chart}:
 * a Vega-Lite v5 specification in Jupyter ({@link #vegaLite()}, rendered by JupyterLab itself),
 * a text chart in a terminal ({@link #text()}, also the notebook's text/plain, so the golden
 * transcripts compare the text).
 *
 * <pre>{@code
 * chart(lineChart("Read cost as the table grows", "The filter pays for every project it reads.")
 *         .x("projects in the organisation", "projects")
 *         .y("read cost", "read request units")
 *         .series("Query + filter", Map.of(100, 13.0, 200, 26.0))
 *         .series("Query on OnHold", Map.of(100, 0.5, 200, 1.0)));
 * }</pre>
 *
 * Units are required (the value axis always, the x axis of a line chart too), and so is the
 * caption: one line saying what to notice.
 */
public final class Chart {
    /** The width of the longest bar in the text form, in characters. */
    static final int TEXT_WIDTH = 40;
    static final String VEGA_LITE_MIME = "application/vnd.vegalite.v5+json";
    static final String VEGA_LITE_SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json";

    public enum Form { BAR, LINE }

    private record Axis(String label, String unit) {
        String title() {
            return unit == null ? label : label + " (" + unit + ")";
        }
    }

    private record Point(Object x, double y) {}

    private record Series(String name, List<Point> points) {}

    private final Form form;
    private final String title;
    private final String caption;
    private Axis x;
    private Axis y;
    private final List<Series> series = new ArrayList<>();

    private Chart(Form form, String title, String caption) {
        this.form = form;
        this.title = required(title, "a title");
        this.caption = required(caption, "a caption (one line: what to notice)");
    }

    /** Bars: one per category (x) and series. */
    public static Chart bar(String title, String caption) {
        return new Chart(Form.BAR, title, caption);
    }

    /** Lines: a numeric x axis (table size, time, ...), one line per series. */
    public static Chart line(String title, String caption) {
        return new Chart(Form.LINE, title, caption);
    }

    /** The x axis: categories for bars (unit may be null), numbers for lines (unit required). */
    public Chart x(String label, String unit) {
        if (form == Form.LINE) required(unit, "a unit on the x axis");
        this.x = new Axis(required(label, "an x-axis label"), unit);
        return this;
    }

    /** The value axis; its unit is required ("read request units", "requests per second"). */
    public Chart y(String label, String unit) {
        this.y = new Axis(required(label, "a y-axis label"), required(unit, "a unit on the y axis"));
        return this;
    }

    /** A series from x -> y, in the map's order (use a LinkedHashMap or TreeMap; Map.of is sorted by x). */
    public Chart series(String name, Map<?, ? extends Number> points) {
        var list = new ArrayList<Point>();
        points.forEach((px, py) -> list.add(new Point(px, py.doubleValue())));
        if (!(points instanceof LinkedHashMap<?, ?>) && !(points instanceof java.util.SortedMap<?, ?>)) {
            list.sort((a, b) -> compareX(a.x(), b.x()));
        }
        return add(name, list);
    }

    /** A series from pairs: {@code series("hot key", 1, 0, 2, 40, 3, 80)} is x=1 y=0, x=2 y=40, x=3 y=80. */
    public Chart series(String name, Object... xThenY) {
        if (xThenY.length % 2 != 0) throw new IllegalArgumentException("chart '" + title + "': series '" + name + "' needs x, y pairs");
        var list = new ArrayList<Point>();
        for (int i = 0; i < xThenY.length; i += 2) {
            if (!(xThenY[i + 1] instanceof Number value)) {
                throw new IllegalArgumentException("chart '" + title + "': series '" + name + "' has a y that is not a number: " + xThenY[i + 1]);
            }
            list.add(new Point(xThenY[i], value.doubleValue()));
        }
        return add(name, list);
    }

    private Chart add(String name, List<Point> points) {
        required(name, "a name for each series");
        if (points.isEmpty()) throw new IllegalArgumentException("chart '" + title + "': series '" + name + "' has no points");
        if (form == Form.LINE) {
            for (Point p : points) {
                if (!(p.x() instanceof Number)) {
                    throw new IllegalArgumentException("chart '" + title + "': a line chart needs numbers on the x axis, got " + p.x());
                }
            }
        }
        series.add(new Series(name, List.copyOf(points)));
        return this;
    }

    public Form form() {
        return form;
    }

    public String title() {
        return title;
    }

    /** What a notebook shows: the Vega-Lite specification, and the text chart as text/plain. */
    public Map<String, Object> displayData() {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put(VEGA_LITE_MIME, vegaLite());
        data.put("text/plain", text());
        return data;
    }

    /** The Vega-Lite v5 specification, as maps and lists (JSON objects and arrays). */
    public Map<String, Object> vegaLite() {
        complete();
        Map<String, Object> spec = new LinkedHashMap<>();
        spec.put("$schema", VEGA_LITE_SCHEMA);
        spec.put("title", ordered("text", title, "subtitle", caption));
        spec.put("width", 420);
        spec.put("height", 240);
        List<Map<String, Object>> values = new ArrayList<>();
        for (Series s : series) {
            for (Point p : s.points()) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("series", s.name());
                row.put("x", form == Form.LINE ? p.x() : String.valueOf(p.x()));
                row.put("y", p.y());
                values.add(row);
            }
        }
        spec.put("data", ordered("values", values));
        spec.put("mark", form == Form.LINE
                ? ordered("type", "line", "point", true, "tooltip", true)
                : ordered("type", "bar", "tooltip", true));
        Map<String, Object> encoding = new LinkedHashMap<>();
        encoding.put("x", form == Form.LINE
                ? field("x", "quantitative", x.title())
                : withSort(field("x", "nominal", x.title())));
        encoding.put("y", field("y", "quantitative", y.title()));
        encoding.put("color", field("series", "nominal", null));
        if (form == Form.BAR && series.size() > 1) encoding.put("xOffset", field("series", "nominal", null));
        spec.put("encoding", encoding);
        return spec;
    }

    /** A map in the order given (Map.of's order changes from one JVM to the next; notebooks are committed). */
    private static Map<String, Object> ordered(Object... namesAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) map.put((String) namesAndValues[i], namesAndValues[i + 1]);
        return map;
    }

    private static Map<String, Object> field(String name, String type, String axisTitle) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("field", name);
        f.put("type", type);
        if (axisTitle != null) f.put("title", axisTitle);
        return f;
    }

    /** Bars keep the order the lesson gave, not alphabetical. */
    private Map<String, Object> withSort(Map<String, Object> f) {
        List<String> order = new ArrayList<>();
        for (Series s : series) {
            for (Point p : s.points()) {
                String category = String.valueOf(p.x());
                if (!order.contains(category)) order.add(category);
            }
        }
        f.put("sort", order);
        return f;
    }

    /**
     * The text chart: the title line, the axes, one block per series with a row of {@code #} per
     * point (the longest bar {@value #TEXT_WIDTH} wide) and its value, then the caption; ends
     * with a blank line like {@code Kit.show}. Plain ASCII: it reads without colour.
     */
    public String text() {
        complete();
        double max = series.stream().flatMap(s -> s.points().stream()).mapToDouble(Point::y).max().orElse(0);
        int labelWidth = series.stream().flatMap(s -> s.points().stream())
                .mapToInt(p -> label(p.x()).length()).max().orElse(0);
        StringBuilder out = new StringBuilder();
        out.append("=== ").append(title).append(" ===\n");
        out.append(y.title()).append(form == Form.LINE ? ", by " : ", per ").append(x.title()).append('\n');
        for (Series s : series) {
            out.append(s.name()).append('\n');
            for (Point p : s.points()) {
                String bar = "#".repeat(barLength(p.y(), max));
                out.append("  ").append(pad(label(p.x()), labelWidth)).append(" | ")
                        .append(pad(bar, TEXT_WIDTH)).append(' ').append(number(p.y())).append('\n');
            }
        }
        out.append(caption).append("\n\n");
        return out.toString();
    }

    /** Proportional, rounded; a value above zero always gets at least one mark. */
    static int barLength(double value, double max) {
        if (value <= 0 || max <= 0) return 0;
        return Math.max(1, (int) Math.round(value / max * TEXT_WIDTH));
    }

    static String number(double value) {
        BigDecimal d = BigDecimal.valueOf(value).stripTrailingZeros();
        return d.signum() == 0 ? "0" : d.toPlainString();
    }

    private static String label(Object x) {
        return x instanceof Number n ? number(n.doubleValue()) : String.valueOf(x);
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }

    private static int compareX(Object a, Object b) {
        if (a instanceof Number na && b instanceof Number nb) return Double.compare(na.doubleValue(), nb.doubleValue());
        return String.valueOf(a).compareTo(String.valueOf(b));
    }

    /** Everything a reader needs is there: both axes and at least one series. */
    private void complete() {
        if (x == null) throw new IllegalStateException("chart '" + title + "' needs its x axis: .x(label, unit)");
        if (y == null) throw new IllegalStateException("chart '" + title + "' needs its y axis: .y(label, unit)");
        if (series.isEmpty()) throw new IllegalStateException("chart '" + title + "' needs at least one series");
    }

    private static String required(String value, String what) {
        if (value == null || value.isBlank()) throw new IllegalArgumentException("a chart needs " + what);
        return Objects.requireNonNull(value);
    }
}
