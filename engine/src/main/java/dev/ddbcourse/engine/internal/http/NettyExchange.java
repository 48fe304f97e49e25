package dev.ddbcourse.engine.internal.http;

import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;

import java.util.Map;

/** One Netty connection's requests handed to the protocol, and its answers written back. */
final class NettyExchange extends SimpleChannelInboundHandler<FullHttpRequest> {
    private final RequestHandler protocol;

    NettyExchange(RequestHandler protocol) {
        this.protocol = protocol;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
        DecoderResult decoded = request.decoderResult();
        if (decoded.isFailure()) {
            write(ctx, RequestHandler.malformed(statusFor(decoded.cause())), false);
            return;
        }
        WireRequest wire = new WireRequest(request.method().name(), request.uri(),
                name -> request.headers().get(name), ByteBufUtil.getBytes(request.content()));
        write(ctx, protocol.handle(wire), HttpUtil.isKeepAlive(request));
    }

    /** What Netty itself could not read (e.g. a body that is not valid gzip): a 400, then the connection closes. */
    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (ctx.channel().isActive()) write(ctx, RequestHandler.malformed(400), false);
        else ctx.close();
    }

    private static int statusFor(Throwable cause) {
        if (cause instanceof TooLongHttpLineException) return 414;
        if (cause instanceof TooLongHttpHeaderException) return 431;
        if (cause instanceof TooLongFrameException) return 413;
        return 400;
    }

    private static void write(ChannelHandlerContext ctx, WireResponse answer, boolean keepAlive) {
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
                HttpResponseStatus.valueOf(answer.status()), Unpooled.wrappedBuffer(answer.body()));
        for (Map.Entry<String, String> header : answer.headers().entrySet()) {
            response.headers().set(header.getKey(), header.getValue());
        }
        response.headers().setInt("Content-Length", answer.body().length);
        if (!keepAlive) response.headers().set("Connection", "close");
        var written = ctx.writeAndFlush(response);
        if (!keepAlive) written.addListener(ChannelFutureListener.CLOSE);
    }
}
