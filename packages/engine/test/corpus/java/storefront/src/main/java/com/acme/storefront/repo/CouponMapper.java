package com.acme.storefront.repo;

import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/** Statements in resources/mapper/CouponMapper.xml. */
@Mapper
public interface CouponMapper {
    List<Map<String, Object>> listSorted(@Param("column") String column);

    List<Map<String, Object>> listByOwner(@Param("owner") String owner);
}
