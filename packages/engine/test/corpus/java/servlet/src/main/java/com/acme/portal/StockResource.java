package com.acme.portal;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.core.Context;
import javax.ws.rs.core.HttpHeaders;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.UriInfo;

/** Stock levels for the partner portal, reading the query through the injected UriInfo. */
@Path("/stock")
public class StockResource {
    private Connection db;

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String level(@Context UriInfo uri) throws SQLException {
        String sku = uri.getQueryParameters().getFirst("sku");
        Statement st = db.createStatement();
        // vigil: java.sql-injection
        ResultSet rs = st.executeQuery("SELECT qty FROM stock WHERE sku = '" + sku + "'");
        return rs.next() ? rs.getString(1) : "0";
    }

    @GET
    @Path("/v2")
    @Produces(MediaType.TEXT_PLAIN)
    public String levelSafe(@Context UriInfo uri) throws SQLException {
        String sku = uri.getQueryParameters().getFirst("sku");
        PreparedStatement ps = db.prepareStatement("SELECT qty FROM stock WHERE sku = ?");
        ps.setString(1, sku);
        // vigil-ok: java.sql-injection
        ResultSet rs = ps.executeQuery();
        return rs.next() ? rs.getString(1) : "0";
    }

    @GET
    @Path("/by-warehouse")
    @Produces(MediaType.TEXT_PLAIN)
    public String byWarehouse(@Context HttpHeaders headers) throws SQLException {
        String site = headers.getHeaderString("X-Warehouse");
        Statement st = db.createStatement();
        // vigil: java.sql-injection
        ResultSet rs = st.executeQuery("SELECT sum(qty) FROM stock WHERE site = '" + site + "'");
        return rs.next() ? rs.getString(1) : "0";
    }
}
