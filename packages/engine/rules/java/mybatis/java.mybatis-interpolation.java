import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.annotations.Update;

@Mapper
interface CustomerMapper {
    // vigil: java.mybatis-interpolation
    @Select("SELECT * FROM customer WHERE name = '${name}'")
    List<Object> byName(@Param("name") String name);

    // vigil-ok: java.mybatis-interpolation
    @Select("SELECT * FROM customer WHERE name = #{name}")
    List<Object> byNameBound(@Param("name") String name);

    // vigil: java.mybatis-interpolation
    @Update({"UPDATE customer SET note = #{note}", "WHERE region = '${region}'"})
    int retag(@Param("note") String note, @Param("region") String region);

    // vigil-ok: java.mybatis-interpolation
    @Update({"UPDATE customer SET note = #{note}", "WHERE region = #{region}"})
    int retagBound(@Param("note") String note, @Param("region") String region);
}
