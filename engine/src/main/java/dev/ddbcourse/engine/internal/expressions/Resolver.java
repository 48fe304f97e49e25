package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.AttributeValue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The resolve phase: substitutes {@code #names} and {@code :values} (recording which were used), checks what
 * the grammar cannot (functions, operand counts and types, reserved words, redundant parentheses, overlapping
 * paths) and builds the evaluable trees. When several problems exist, DynamoDB's order decides which is
 * reported (the orders below are those observed from DynamoDB and reproduced by dynalite).
 */
final class Resolver {
    /** A semantic error; its message follows "Invalid XExpression: ". */
    static final class ExpressionError extends RuntimeException {
        ExpressionError(String message) { super(message, null, false, false); }
    }

    // error categories
    private static final String PARENS = "parens", UNKNOWN_FUNCTION = "unknownFunction", MISUSED = "misusedFunction",
            RESERVED = "reserved", CONDITION = "condition", NAME_OR_VALUE = "attrNameVal", OPERAND = "operand",
            DISTINCT = "distinct", FUNCTION = "function", SECTION = "section", NAME = "attrName", VALUE = "attrVal",
            OVERLAP = "pathOverlap", CONFLICT = "pathConflict";
    private static final int MAX_IN_OPERANDS = 100;
    private static final Set<String> TYPES = Set.of("S", "N", "B", "NULL", "SS", "BOOL", "L", "BS", "NS", "M");
    private static final Map<String, Integer> CONDITION_FUNCTIONS = Map.of(
            "attribute_exists", 1, "attribute_not_exists", 1, "attribute_type", 2,
            "begins_with", 2, "contains", 2, "size", 1);
    private static final Map<String, Integer> UPDATE_FUNCTIONS = Map.of("if_not_exists", 2, "list_append", 2);
    private static final Map<String, String> UPDATE_TYPE_NAMES = Map.of(
            "S", "STRING", "N", "NUMBER", "B", "BINARY", "NULL", "NULL", "BOOL", "BOOLEAN", "L", "LIST", "M", "MAP");

    /** The first message recorded per category; reported in a fixed category order. */
    private static final class Errors {
        private final Map<String, String> first = new LinkedHashMap<>();

        void put(String category, String message) {
            first.putIfAbsent(category, message);
        }

        boolean any() {
            return !first.isEmpty();
        }

        String pick(String... order) {
            for (String c : order) if (first.containsKey(c)) return first.get(c);
            return null;
        }
    }

    private final Map<String, String> names;
    private final Map<String, AttributeValue> values;
    private final Set<String> usedNames;
    private final Set<String> usedValues;
    /**
     * False while resolving the engine's rewriting of a legacy parameter (AttributeUpdates, Expected, QueryFilter,
     * ScanFilter): DynamoDB's 300-operator and 100-IN-operand limits are for expressions only (Alternator's
     * test_item.py::test_many_attributes and test_query_filter.py, run against AWS).
     */
    boolean limited = true;

    Resolver(Map<String, String> names, Map<String, AttributeValue> values, Set<String> usedNames, Set<String> usedValues) {
        this.names = names;
        this.values = values;
        this.usedNames = usedNames;
        this.usedValues = usedValues;
    }

    // =============== conditions ===============

    Condition condition(Ast.Cond ast) {
        Errors errors = new Errors();
        Condition c = cond(ast, errors);
        // An unknown function is reported before the operator count (Alternator's
        // test_limits.py::test_deeply_nested_expression_5: f(f(...)) nested 1,355 deep is "Invalid function name").
        if (errors.pick(UNKNOWN_FUNCTION) == null) checkOperatorCount(Operators.count(ast));
        String message = errors.pick(PARENS, UNKNOWN_FUNCTION, MISUSED, RESERVED, CONDITION);
        if (message != null) throw new ExpressionError(message);
        return c;
    }

    private Condition cond(Ast.Cond c, Errors g) {
        if (c instanceof Ast.ParenCond p) {
            if (p.inner() instanceof Ast.ParenCond) g.put(PARENS, "The expression has redundant parentheses;");
            return cond(p.inner(), g);
        }
        if (c instanceof Ast.And a) return new Condition.And(cond(a.left(), g), cond(a.right(), g));
        if (c instanceof Ast.Or o) return new Condition.Or(cond(o.left(), g), cond(o.right(), g));
        if (c instanceof Ast.Not n) return new Condition.Not(cond(n.inner(), g));
        // An atomic condition: its own problems are ranked among themselves; the first condition with any wins.
        Errors local = new Errors();
        Condition result = atomic(c, g, local);
        if (local.any()) g.put(CONDITION, local.pick(NAME_OR_VALUE, OPERAND, DISTINCT, FUNCTION));
        return result;
    }

    private Condition atomic(Ast.Cond c, Errors g, Errors local) {
        if (c instanceof Ast.Compare cmp) {
            Operand left = operand(cmp.left(), g, local), right = operand(cmp.right(), g, local);
            checkDistinct(cmp.op(), left, right, local);
            if (!cmp.op().equals("=") && !cmp.op().equals("<>")) checkOrderable(cmp.op(), List.of(left, right), local);
            return new Condition.Comparison(cmp.op(), left, right);
        }
        if (c instanceof Ast.Between b) {
            Operand value = operand(b.value(), g, local), low = operand(b.low(), g, local), high = operand(b.high(), g, local);
            checkOrderable("BETWEEN", List.of(value, low, high), local);
            checkBetweenBounds(low, high, local);
            return new Condition.Between(value, low, high);
        }
        if (c instanceof Ast.In in) {
            Operand value = operand(in.value(), g, local);
            List<Operand> list = new ArrayList<>();
            for (Ast.Operand o : in.list()) list.add(operand(o, g, local));
            // 100 operands counting the value tested: the list may hold 99 (Alternator's test_update_condition_in, run
            // against AWS: "it actually supports only 99"; the documentation says 100). The text is DynamoDB Local's
            // (DbValidationError.TOO_MANY_OPERANDS_FOR_IN), with AWS's usual detail.
            if (limited && list.size() + 1 > MAX_IN_OPERANDS) {
                local.put(OPERAND, "The IN operator is provided with too many operands; number of operands: " + (list.size() + 1));
            }
            return new Condition.In(value, list);
        }
        Ast.Call call = ((Ast.FunctionCond) c).call();
        List<Operand> args = function(call, g, local);
        if (args == null || local.any()) return ALWAYS_FALSE;
        switch (call.name()) {
            case "attribute_exists": return new Condition.AttributeExists(pathOf(args.get(0)));
            case "attribute_not_exists": return new Condition.AttributeNotExists(pathOf(args.get(0)));
            case "attribute_type": {
                AttributeValue t = ((Operand.Literal) args.get(1)).value();
                return new Condition.AttributeType(args.get(0), t instanceof AttributeValue.S s ? s.value() : "");
            }
            case "begins_with": return new Condition.BeginsWith(args.get(0), args.get(1));
            case "contains": return new Condition.Contains(args.get(0), args.get(1));
            default: // size(...) is a value, not a condition
                g.put(MISUSED, misused("size"));
                return ALWAYS_FALSE;
        }
    }

    // Stands in for a condition whose error is already recorded (never evaluated: resolution then fails).
    private static final Condition ALWAYS_FALSE = new Condition.Not(new Condition.AttributeNotExists(Path.of("_")));

    private static Path pathOf(Operand o) {
        return o instanceof Operand.PathOperand p ? p.path() : Path.of("_");
    }

    /** Resolves a condition operand; non-size functions are not operands. */
    private Operand operand(Ast.Operand o, Errors g, Errors local) {
        if (o instanceof Ast.ParenOperand p) {
            if (p.inner() instanceof Ast.ParenOperand) g.put(PARENS, "The expression has redundant parentheses;");
            return operand(p.inner(), g, local);
        }
        if (o instanceof Ast.ValueRef v) return new Operand.Literal(v.name(), value(v.name(), local, NAME_OR_VALUE));
        if (o instanceof Ast.PathRef p) return new Operand.PathOperand(path(p, g, local, NAME_OR_VALUE));
        Ast.Call call = (Ast.Call) o;
        List<Operand> args = function(call, g, local);
        if (!call.name().equals("size")) {
            g.put(MISUSED, misused(call.name()));
            return new Operand.Literal(call.name(), null);
        }
        return new Operand.Size(args == null ? new Operand.Literal("", null) : args.get(0));
    }

    /** Checks a condition function call; returns its resolved arguments, or null when it cannot be built. */
    private List<Operand> function(Ast.Call call, Errors g, Errors local) {
        List<Operand> args = new ArrayList<>();
        for (Ast.Operand a : call.args()) args.add(operand(a, g, local));
        String name = call.name();
        Integer arity = CONDITION_FUNCTIONS.get(name);
        if (arity == null) {
            // an update function is known, only misplaced (Alternator's test_update_condition_other_funcs)
            if (UPDATE_FUNCTIONS.containsKey(name)) g.put(MISUSED, misused(name));
            else g.put(UNKNOWN_FUNCTION, "Invalid function name; function: " + name);
            return null;
        }
        if (arity != args.size()) {
            local.put(OPERAND, "Incorrect number of operands for operator or function; operator or function: "
                    + name + ", number of operands: " + args.size());
            return null;
        }
        if (args.size() == 2) checkDistinct(name, args.get(0), args.get(1), local);
        switch (name) {
            case "attribute_exists":
            case "attribute_not_exists":
                if (!(args.get(0) instanceof Operand.PathOperand)) local.put(FUNCTION, requiresPath(name));
                break;
            case "begins_with":
                for (Operand a : args) {
                    String t = staticType(a);
                    if (t != null && !t.equals("S") && !t.equals("B")) local.put(FUNCTION, operandType(name, t));
                }
                break;
            case "attribute_type": {
                // unlike attribute_exists, its first operand need not be a path (Alternator's test_update_condition_attribute_type)
                String t = staticType(args.get(1));
                if (!"S".equals(t)) {
                    local.put(FUNCTION, operandType(name, t == null ? "{NS,SS,L,BS,N,M,B,BOOL,NULL,S}" : t));
                } else {
                    String type = ((AttributeValue.S) ((Operand.Literal) args.get(1)).value()).value();
                    if (!TYPES.contains(type)) {
                        local.put(FUNCTION, "Invalid attribute type name found; type: " + type
                                + ", valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}");
                    }
                }
                break;
            }
            case "size": {
                String t = staticType(args.get(0));
                if ("N".equals(t) || "BOOL".equals(t) || "NULL".equals(t)) local.put(FUNCTION, operandType(name, t));
                break;
            }
            default:
                break;
        }
        return args;
    }

    private static String staticType(Operand o) {
        if (o instanceof Operand.Literal l) return l.value() == null ? null : l.value().type();
        if (o instanceof Operand.Size) return "N";
        return null;
    }

    private static void checkDistinct(String operator, Operand a, Operand b, Errors local) {
        if (a instanceof Operand.PathOperand x && b instanceof Operand.PathOperand y && x.path().equals(y.path())) {
            local.put(DISTINCT, "The first operand must be distinct from the remaining operands for this operator or "
                    + "function; operator: " + operator + ", first operand: " + x.path());
        }
    }

    /**
     * Ordering (&lt;, &lt;=, &gt;, &gt;=, BETWEEN) is defined for strings, numbers and binaries only: a value of
     * another type (BOOL, NULL, a set, a list, a map) is refused before anything is read. A path is not: an
     * attribute of another type just fails the comparison.
     */
    private static void checkOrderable(String operator, List<Operand> operands, Errors local) {
        for (Operand o : operands) {
            String problem = o instanceof Operand.Literal l && l.value() != null ? unorderable(operator, l.value().type()) : null;
            if (problem != null) local.put(FUNCTION, problem);
        }
    }

    /** The refusal of a value of {@code type} as an ordering's operand, null when the type orders (S, N, B). */
    static String unorderable(String operator, String type) {
        return ORDERABLE.contains(type) ? null : operandType(operator, type);
    }

    private static final Set<String> ORDERABLE = Set.of("S", "N", "B");

    private static void checkBetweenBounds(Operand low, Operand high, Errors local) {
        if (!(low instanceof Operand.Literal l) || !(high instanceof Operand.Literal h)) return;
        AttributeValue lo = l.value(), hi = h.value();
        if (lo == null || hi == null) return;
        String bounds = "lower bound operand: " + Values.describe(lo) + ", upper bound operand: " + Values.describe(hi);
        if (!lo.type().equals(hi.type())) {
            local.put(FUNCTION, "The BETWEEN operator requires same data type for lower and upper bounds; " + bounds);
        } else {
            Integer c = Values.compare(lo, hi);
            if (c != null && c > 0) {
                local.put(FUNCTION, "The BETWEEN operator requires upper bound to be greater than or equal to lower "
                        + "bound; " + bounds);
            }
        }
    }

    private static String misused(String function) {
        return "The function is not allowed to be used this way in an expression; function: " + function;
    }

    private static String requiresPath(String function) {
        return "Operator or function requires a document path; operator or function: " + function;
    }

    private static String operandType(String function, String type) {
        return "Incorrect operand type for operator or function; operator or function: " + function
                + ", operand type: " + type;
    }

    // =============== key conditions ===============

    /**
     * A resolved KeyConditionExpression as its key parts: the operators a key condition may use, one condition per key
     * attribute on its own, each comparing a top-level attribute with values ({@link KeyError} otherwise).
     */
    static KeyConditionExpression keyParts(Condition c) {
        Map<String, KeyConditionExpression.Part> parts = new LinkedHashMap<>();
        keyParts(c, parts);
        return new KeyConditionExpression(parts);
    }

    private static void keyParts(Condition c, Map<String, KeyConditionExpression.Part> parts) {
        if (c instanceof Condition.And a) {
            keyParts(a.left(), parts);
            keyParts(a.right(), parts);
            return;
        }
        String invalid = c instanceof Condition.Or ? "OR" : c instanceof Condition.Not ? "NOT" : c instanceof Condition.In ? "IN"
                : c instanceof Condition.Comparison cmp && cmp.op().equals("<>") ? "<>"
                : c instanceof Condition.AttributeExists ? "attribute_exists"
                : c instanceof Condition.AttributeNotExists ? "attribute_not_exists"
                : c instanceof Condition.AttributeType ? "attribute_type"
                : c instanceof Condition.Contains ? "contains" : null;
        if (invalid != null) throw new KeyError("Invalid operator used in KeyConditionExpression: " + invalid);
        List<Operand> operands;
        String op;
        if (c instanceof Condition.Between b) {
            if (!(b.value() instanceof Operand.PathOperand)) throw new KeyError(firstOperand("BETWEEN"));
            operands = List.of(b.value(), b.low(), b.high());
            op = "BETWEEN";
        } else if (c instanceof Condition.BeginsWith bw) {
            if (!(bw.value() instanceof Operand.PathOperand)) throw new KeyError(firstOperand("begins_with"));
            operands = List.of(bw.value(), bw.prefix());
            op = "BEGINS_WITH";
        } else {
            Condition.Comparison cmp = (Condition.Comparison) c;
            operands = List.of(cmp.left(), cmp.right());
            op = cmp.op();
        }
        String attribute = null;
        int at = 0;
        List<AttributeValue> literals = new ArrayList<>();
        for (int i = 0; i < operands.size(); i++) {
            Operand o = operands.get(i);
            if (o instanceof Operand.PathOperand p) {
                if (attribute != null) {
                    throw new KeyError("Invalid condition in KeyConditionExpression: Multiple attribute names used in one condition");
                }
                if (p.path().isNested()) throw new KeyError("KeyConditionExpressions cannot have conditions on nested attributes");
                attribute = p.path().head();
                at = i;
            } else if (o instanceof Operand.Size) {
                throw new KeyError("KeyConditionExpressions cannot contain nested operations");
            } else {
                literals.add(((Operand.Literal) o).value());
            }
        }
        if (attribute == null) throw new KeyError("Invalid condition in KeyConditionExpression: No key attribute specified");
        if (parts.containsKey(attribute)) throw new KeyError(Messages.KEY_CONDITION_TWICE);
        parts.put(attribute, new KeyConditionExpression.Part(attribute, keyOperator(op, at == 1), literals));
    }

    private static String keyOperator(String op, boolean flipped) {
        switch (op) {
            case "=": return "EQ";
            case "<": return flipped ? "GT" : "LT";
            case "<=": return flipped ? "GE" : "LE";
            case ">": return flipped ? "LT" : "GT";
            case ">=": return flipped ? "LE" : "GE";
            default: return op;
        }
    }

    private static String firstOperand(String operator) {
        return "Invalid condition in KeyConditionExpression: " + operator
                + " operator must have the key attribute as its first operand";
    }

    /** A key-condition structure error: reported without the "Invalid KeyConditionExpression:" prefix. */
    static final class KeyError extends RuntimeException {
        KeyError(String message) { super(message, null, false, false); }
    }

    // =============== update ===============

    UpdateExpression update(List<Ast.Section> sections) {
        int operators = 0;
        for (Ast.Section section : sections) {
            for (Ast.Action a : section.actions()) {
                if (a instanceof Ast.SetAction set) operators += Operators.count(set.value());
            }
        }
        checkOperatorCount(operators);
        Errors g = new Errors();
        Set<String> seen = new HashSet<>();
        List<UpdateExpression.Action> actions = new ArrayList<>();
        List<Path> paths = new ArrayList<>();
        for (Ast.Section section : sections) {
            if (!seen.add(section.keyword())) {
                g.put(SECTION, "The \"" + section.keyword() + "\" section can only be used once in an update expression;");
            }
            for (Ast.Action a : section.actions()) {
                if (a instanceof Ast.SetAction s) {
                    Path path = path(s.path(), g, g, NAME);
                    actions.add(new UpdateExpression.SetAction(path, setValue(s.value(), g, false)));
                    checkOverlap(paths, path, g);
                } else if (a instanceof Ast.RemoveAction r) {
                    Path path = path(r.path(), g, g, NAME);
                    actions.add(new UpdateExpression.RemoveAction(path));
                    checkOverlap(paths, path, g);
                } else if (a instanceof Ast.AddAction add) {
                    Path path = path(add.path(), g, g, NAME);
                    AttributeValue v = value(add.value().name(), g, VALUE);
                    checkOverlap(paths, path, g);
                    checkSetOperand("ADD", v, g);
                    actions.add(new UpdateExpression.AddAction(path, v));
                } else {
                    Ast.DeleteAction del = (Ast.DeleteAction) a;
                    Path path = path(del.path(), g, g, NAME);
                    AttributeValue v = value(del.value().name(), g, VALUE);
                    checkOverlap(paths, path, g);
                    checkSetOperand("DELETE", v, g);
                    actions.add(new UpdateExpression.DeleteAction(path, v));
                }
            }
        }
        String message = g.pick(RESERVED, UNKNOWN_FUNCTION, SECTION, NAME, VALUE, OVERLAP, CONFLICT, OPERAND, FUNCTION);
        if (message != null) throw new ExpressionError(message);
        return new UpdateExpression(actions);
    }

    private static void checkSetOperand(String operator, AttributeValue v, Errors g) {
        if (v == null) return;
        String name = UPDATE_TYPE_NAMES.get(v.type());
        if (name != null && !(operator.equals("ADD") && v.type().equals("N"))) {
            // AWS names the type set the action allows (zio-dynamodb records a live answer, "...operator: DELETE, operand
            // type: STRING, typeSet: ALLOWED_FOR_DELETE_OPERAND"; dynamoid's specs the ADD one); dynalite predates it.
            g.put(OPERAND, "Incorrect operand type for operator or function; operator: " + operator
                    + ", operand type: " + name + ", typeSet: ALLOWED_FOR_" + operator + "_OPERAND");
        }
    }

    private UpdateExpression.Value setValue(Ast.Operand o, Errors g, boolean inListAppend) {
        if (o instanceof Ast.ParenOperand p) return setValue(p.inner(), g, inListAppend);
        if (o instanceof Ast.ValueRef v) return new UpdateExpression.Const(v.name(), value(v.name(), g, VALUE));
        if (o instanceof Ast.PathRef p) return new UpdateExpression.Read(path(p, g, g, NAME));
        if (o instanceof Ast.Arith ar) {
            UpdateExpression.Value left = setValue(ar.left(), g, false), right = setValue(ar.right(), g, false);
            for (UpdateExpression.Value v : List.of(left, right)) {
                String t = literalType(v);
                if (t != null && !t.equals("N")) g.put(FUNCTION, operandType(ar.op(), t));
            }
            return new UpdateExpression.Arith(ar.op(), left, right);
        }
        Ast.Call call = (Ast.Call) o;
        String name = call.name();
        boolean isAppend = name.equals("list_append");
        List<UpdateExpression.Value> args = new ArrayList<>();
        for (Ast.Operand a : call.args()) args.add(setValue(a, g, isAppend));
        Integer arity = UPDATE_FUNCTIONS.get(name);
        UpdateExpression.Value placeholder = new UpdateExpression.Const(name, null);
        if (arity == null) {
            g.put(UNKNOWN_FUNCTION, "Invalid function name; function: " + name);
            return placeholder;
        }
        if (arity != args.size()) {
            g.put(FUNCTION, "Incorrect number of operands for operator or function; operator or function: "
                    + name + ", number of operands: " + args.size());
            return placeholder;
        }
        if (isAppend) {
            if (inListAppend) g.put(FUNCTION, misused(name));
            for (UpdateExpression.Value v : args) {
                String t = literalType(v);
                if (t != null && !t.equals("L")) g.put(FUNCTION, operandType(name, t));
            }
            return new UpdateExpression.ListAppend(args.get(0), args.get(1));
        }
        if (!(args.get(0) instanceof UpdateExpression.Read read)) {
            g.put(FUNCTION, requiresPath(name));
            return placeholder;
        }
        return new UpdateExpression.IfNotExists(read.path(), args.get(1));
    }

    private static String literalType(UpdateExpression.Value v) {
        return v instanceof UpdateExpression.Const c && c.value() != null ? c.value().type() : null;
    }

    // =============== projection ===============

    Projection projection(List<Ast.PathRef> refs) {
        Errors g = new Errors();
        List<Path> paths = new ArrayList<>();
        for (Ast.PathRef ref : refs) paths.add(path(ref, g, g, NAME_OR_VALUE));
        List<Path> checked = new ArrayList<>();
        for (Path p : paths) checkOverlap(checked, p, g);
        String message = g.pick(RESERVED, NAME_OR_VALUE, OVERLAP, CONFLICT);
        if (message != null) throw new ExpressionError(message);
        return new Projection(paths);
    }

    // =============== shared ===============

    private static final int MAX_OPERATORS = 300;
    private static final int MAX_PATH_DEPTH = 32;

    // DynamoDB stops counting at the first operator past the limit: an expression with 909 operators is refused with
    // "operator count: 301" (Alternator's test_limits.py::test_deeply_nested_expression_2 quotes it).
    private void checkOperatorCount(int count) {
        if (limited && count > MAX_OPERATORS) {
            throw new ExpressionError("The expression contains too many operators; operator count: " + (MAX_OPERATORS + 1));
        }
    }

    /** Counts operators and functions, for DynamoDB's limit of 300 per expression. */
    private static final class Operators {
        static int count(Ast.Cond c) {
            if (c instanceof Ast.ParenCond p) return count(p.inner());
            if (c instanceof Ast.And a) return 1 + count(a.left()) + count(a.right());
            if (c instanceof Ast.Or o) return 1 + count(o.left()) + count(o.right());
            if (c instanceof Ast.Not n) return 1 + count(n.inner());
            if (c instanceof Ast.Compare cmp) return 1 + count(cmp.left()) + count(cmp.right());
            if (c instanceof Ast.Between b) return 1 + count(b.value()) + count(b.low()) + count(b.high());
            if (c instanceof Ast.In in) {
                int n = 1 + count(in.value());
                for (Ast.Operand o : in.list()) n += count(o);
                return n;
            }
            return count(((Ast.FunctionCond) c).call());
        }

        static int count(Ast.Operand o) {
            if (o instanceof Ast.ParenOperand p) return count(p.inner());
            if (o instanceof Ast.Arith a) return 1 + count(a.left()) + count(a.right());
            if (o instanceof Ast.Call call) {
                int n = 1;
                for (Ast.Operand arg : call.args()) n += count(arg);
                return n;
            }
            return 0;
        }
    }

    /** Resolves a path; reserved words go to {@code reserved}, undefined names to {@code names} under {@code category}. */
    private Path path(Ast.PathRef ref, Errors reserved, Errors undefined, String category) {
        List<Object> elements = new ArrayList<>();
        for (Ast.Seg seg : ref.segs()) {
            if (seg instanceof Ast.Index i) {
                elements.add(i.index());
            } else {
                Ast.Name n = (Ast.Name) seg;
                if (!n.reference()) {
                    if (ReservedWords.isReserved(n.text())) {
                        reserved.put(RESERVED, "Attribute name is a reserved keyword; reserved keyword: " + n.text());
                    }
                    elements.add(n.text());
                } else if (names.containsKey(n.text()) && !names.get(n.text()).isEmpty()) {
                    usedNames.add(n.text());
                    elements.add(names.get(n.text()));
                } else { // DynamoDB treats a name mapped to "" as not defined
                    if (names.containsKey(n.text())) usedNames.add(n.text());
                    undefined.put(category, "An expression attribute name used in the document path is not defined; "
                            + "attribute name: " + n.text());
                    elements.add(n.text());
                }
            }
        }
        if (elements.size() > MAX_PATH_DEPTH) {
            // DynamoDB's nesting limit (32 levels, the top-level attribute included) applies to document paths too.
            throw new ExpressionError("The document path has too many nesting levels; nesting levels: " + elements.size());
        }
        return new Path(elements);
    }

    private AttributeValue value(String name, Errors errors, String category) {
        AttributeValue v = values.get(name);
        if (v == null) {
            errors.put(category, "An expression attribute value used in expression is not defined; attribute value: " + name);
        } else {
            usedValues.add(name);
        }
        return v;
    }

    /** Records the first overlap (one path inside or equal to another) or conflict (a name against an index). */
    private static void checkOverlap(List<Path> earlier, Path path, Errors g) {
        if (g.first.containsKey(OVERLAP)) return;
        for (Path q : earlier) {
            List<Object> a = q.elements(), b = path.elements();
            boolean diverged = false;
            for (int i = 0; i < Math.min(a.size(), b.size()) && !diverged; i++) {
                if (a.get(i).getClass() != b.get(i).getClass()) {
                    g.put(CONFLICT, "Two document paths conflict with each other; must remove or rewrite one of these "
                            + "paths; path one: " + q + ", path two: " + path);
                    diverged = true;
                } else if (!a.get(i).equals(b.get(i))) {
                    diverged = true;
                }
            }
            if (!diverged) {
                g.put(OVERLAP, "Two document paths overlap with each other; must remove or rewrite one of these paths; "
                        + "path one: " + q + ", path two: " + path);
                return;
            }
        }
        earlier.add(path);
    }
}
