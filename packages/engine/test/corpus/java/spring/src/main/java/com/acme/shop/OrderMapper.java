package com.acme.shop;

import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Delete;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.annotations.Update;

/** Order queries for the back office; the controller below passes request values straight in. */
@Mapper
public interface OrderMapper {
    // vigil: java.mybatis-interpolation
    @Select("SELECT id, total FROM orders WHERE customer = '${customer}' ORDER BY placed DESC")
    List<Map<String, Object>> byCustomer(@Param("customer") String customer);

    // vigil-ok: java.mybatis-interpolation
    @Select("SELECT id, total FROM orders WHERE customer = #{customer} ORDER BY placed DESC")
    List<Map<String, Object>> byCustomerBound(@Param("customer") String customer);

    // vigil: java.mybatis-interpolation
    @Select({"SELECT id, total FROM orders", "ORDER BY ${column} DESC"})
    List<Map<String, Object>> sorted(@Param("column") String column);

    // vigil: java.mybatis-interpolation
    @org.apache.ibatis.annotations.Update("UPDATE orders SET status = #{status} WHERE id IN (${ids})")
    int setStatus(@Param("status") String status, @Param("ids") String ids);

    // vigil-ok: java.mybatis-interpolation
    @Update("UPDATE orders SET status = #{status} WHERE id = #{id}")
    int setStatusOne(@Param("status") String status, @Param("id") long id);

    // vigil: java.mybatis-interpolation
    @Delete("DELETE FROM order_notes WHERE author = '${author}'")
    int dropNotes(@Param("author") String author);

    // vigil-ok: java.mybatis-interpolation
    @Insert("INSERT INTO order_notes (order_id, author, body) VALUES (#{orderId}, #{author}, #{body})")
    int addNote(@Param("orderId") long orderId, @Param("author") String author, @Param("body") String body);
}
